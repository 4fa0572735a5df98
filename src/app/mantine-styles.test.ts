import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const STYLES = join(ROOT, 'node_modules/@mantine/core/styles');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every name imported from '@mantine/core' in the app and the QA panel, and every part used as
 * `Name.Part` (`Radio.Card` -> `RadioCard`: its stylesheet is its own, not the component's).
 */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'mocks'))]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<([A-Z]\w+)\.([A-Z]\w+)/g)) names.add(match[1]! + match[2]!);
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    ))
      for (const name of match[1]!.split(','))
        names.add(
          name
            .replace(/^\s*type\s+/, '')
            .split(' as ')[0]!
            .trim(),
        );
  }
  names.delete('');
  return names;
}

describe('Mantine stylesheets', () => {
  const list = readFileSync(join(import.meta.dirname, 'mantine-styles.ts'), 'utf8');

  it('imports the stylesheet of every Mantine component the code uses', () => {
    const missing = [...importedComponents()].filter(
      (name) => existsSync(join(STYLES, `${name}.css`)) && !list.includes(`styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('imports only stylesheets that exist', () => {
    const imported = [...list.matchAll(/'@mantine\/core\/styles\/([^']+)'/g)].map((m) => m[1]!);
    expect(imported.filter((file) => !existsSync(join(STYLES, file)))).toEqual([]);
  });
});
