// What the docs list of the code, checked against the code: a script or an app path the docs name
// must exist, and every npm script must be in the scripts table, so the pages cannot fall behind.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { matchRoutes } from 'react-router-dom';
import { PAGES, ROOT, read } from './pages';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../src/app/routes';

/** The script names of the first column of docs/contributors.md's scripts table. */
function documentedScripts(): string[] {
  const text = read('docs/contributors.md');
  const table = text.slice(
    text.indexOf('## Scripts'),
    text.indexOf('\n## ', text.indexOf('## Scripts') + 1),
  );
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

describe('the scripts table (docs/contributors.md)', () => {
  const scripts = Object.keys(
    (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
  );
  const documented = documentedScripts();

  it('names every npm script', () => {
    expect(scripts.filter((s) => !documented.includes(s))).toEqual([]);
  });

  it('names no script that package.json lacks', () => {
    expect(documented.filter((s) => !scripts.includes(s))).toEqual([]);
  });
});

/**
 * App addresses written in backticks (`/column/search?keyword=aya`), their query left out. An
 * address with a placeholder (`{id}`, `<code>`, `…`) is a pattern, not an address.
 */
function appPaths(text: string): string[] {
  const found = [
    ...text.matchAll(/`(\/(?:column|post|login|wallet|dynamicTab|common|my)[^`\s]*)`/g),
  ];
  return found.map((m) => m[1]!.split('?')[0]!).filter((p) => !/[{}<>…*]/.test(p));
}

describe('app addresses in the docs', () => {
  const routes = createRoutes({ queryClient: new QueryClient(), store: createStore() });
  const cases = PAGES.flatMap((page) => appPaths(read(page)).map((path) => [page, path] as const));

  it('finds addresses to check', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s: %s opens a screen, not the 404', (_page, path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.length, 'a matching route').toBeGreaterThan(0);
    expect(matches.at(-1)!.route.path, 'the catch-all 404').not.toBe('*');
  });
});

describe('links between the docs', () => {
  const links = PAGES.flatMap((page) =>
    [...read(page).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((href) => !/^[a-z]+:/.test(href))
      .map((href) => [page, href] as const),
  );

  it.each(links)('%s links to %s, which exists', (page, href) => {
    expect(existsSync(join(ROOT, dirname(page), href))).toBe(true);
  });
});
