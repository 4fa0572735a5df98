import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The errors gate (issue 49): every row of the specs' error catalogue, ../shared/spec/errors.tsv
 * (beside the clone, as CI lays it out; fixtures/ledger keeps a copy for a checkout without it), is
 * shown by a story or a journey that names it, so a new row without a shown case cannot land.
 *
 * The one convention: the row's tag, `@errors:<key>`, where the key is the row's trigger (its first
 * column) in lower case with every run of other characters made one '-' ('code 10000' →
 * `code-10000`, 'balance < payAmount' → `balance-payamount`). A story carries it in its `tags`
 * (`tags: ['@errors:http-404']`), a Playwright journey in its details (`{ tag:
 * '@errors:chunk-load-failure' }`), so `npx playwright test --grep @errors:<key>` runs a row's
 * journeys.
 */
const ROOT = process.cwd();

function catalogue(): { text: string; source: string } {
  const shared = join(ROOT, '../shared/spec/errors.tsv');
  const copy = join(ROOT, 'fixtures/ledger/errors.tsv');
  const source = existsSync(shared) ? shared : copy;
  return { text: readFileSync(source, 'utf8'), source };
}

export function rowKey(trigger: string): string {
  return trigger
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every `@errors:<key>` in a story's `tags` or a journey's `tag`, with the files naming it. */
function taggedKeys(): Map<string, string[]> {
  const files = [
    ...filesUnder(join(ROOT, 'src'), /\.stories\.tsx$/),
    ...filesUnder(join(ROOT, 'mocks'), /\.stories\.tsx$/),
    ...filesUnder(join(ROOT, 'e2e'), /\.spec\.ts$/),
  ];
  const found = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Only where a tag can stand: in a `tags: [...]` list or as a `tag:` value.
    for (const list of text.matchAll(/\btags?:\s*(\[[^\]]*\]|'[^']*'|`[^`]*`)/g)) {
      for (const tag of list[1]!.matchAll(/@errors:([a-z0-9-]+)/g)) {
        const key = tag[1]!;
        found.set(key, [...(found.get(key) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return found;
}

const { text, source } = catalogue();
const rows = text
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('\t')[0]!.trim());

describe(`every row of ${relative(ROOT, source)} is shown by a story or a journey`, () => {
  const tagged = taggedKeys();

  it('reads the catalogue (35 rows at the time of issue 49)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(new Set(rows.map(rowKey)).size, 'each row has its own key').toBe(rows.length);
  });

  it.each(rows.map((row) => [row, rowKey(row)]))('%s (@errors:%s)', (_row, key) => {
    expect(tagged.has(key), `no story or journey is tagged '@errors:${key}'`).toBe(true);
  });

  it('has no tag naming a row the catalogue does not have', () => {
    const keys = new Set(rows.map(rowKey));
    const unknown = [...tagged.keys()].filter((key) => !keys.has(key));
    expect(unknown).toEqual([]);
  });
});
