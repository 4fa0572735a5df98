/**
 * The named scenarios the docs list (README.md or docs/*.md, whichever holds the paragraph that
 * begins "Named scenarios (`mocks/scenarios/`)") are the ones mocks/scenarios registers: a
 * scenario added without its line in the docs fails here (issue 47 found six missing).
 */
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../mocks/scenarios';
import { PAGES, read } from './pages';

const HEAD = 'Named scenarios (`mocks/scenarios/`):';

/** The paragraph of the list, up to the next blank line, in the one page that has it. */
function listParagraph(): { page: string; text: string } {
  const found = PAGES.map((page) => ({ page, text: read(page) }))
    .filter(({ text }) => text.includes(HEAD))
    .map(({ page, text }) => {
      const start = text.indexOf(HEAD);
      const end = text.indexOf('\n\n', start);
      return { page, text: text.slice(start, end === -1 ? undefined : end) };
    });
  expect(
    found.map((f) => f.page),
    `one page begins its list with "${HEAD}"`,
  ).toHaveLength(1);
  return found[0]!;
}

describe('the named scenarios in the docs', () => {
  it('lists every scenario of mocks/scenarios', () => {
    const { text } = listParagraph();
    const named = new Set([...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    expect(scenarios.map((s) => s.name).filter((name) => !named.has(name))).toEqual([]);
  });
});
