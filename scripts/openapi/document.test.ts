/**
 * The published document against the tools that read it: one name per shape, every code a call can
 * answer listed on it, money a float validator accepts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { allEndpoints } from '../../src/api/endpoints/index.ts';
import { pageOf } from '../../src/api/envelope.ts';
import { postSchema } from '../../src/api/schemas/index.ts';
import { buildDocument, componentNames } from './document.ts';
import { PROPOSED_CALLS } from './error-codes.ts';

type Json = Record<string, unknown>;
const document = buildDocument('test') as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

describe('component names', () => {
  it('fails when two different schemas would get one name', () => {
    const { name } = componentNames();
    name(pageOf(postSchema), 'PostPage');
    const withHottest = z.object({ ...pageOf(postSchema).shape, hottest: z.array(postSchema) });
    expect(() => name(withHottest, 'PostPage')).toThrow(
      /Two different schemas would be named PostPage/,
    );
  });

  it('lets two schemas of one shape share a name', () => {
    const { name, ids } = componentNames();
    const first = pageOf(postSchema);
    const second = pageOf(postSchema);
    name(first, 'PostPage');
    name(second, 'PostPage');
    expect(ids.get(second)).toBe('PostPage');
  });

  it('names a page with more than rows (feeds.userVideo: hottest) by its call', () => {
    const video = operations.find((o) => o.operationId === 'feeds.userVideo');
    expect(JSON.stringify(video)).toContain('#/components/schemas/feeds.userVideo.data');
    expect(document.components.schemas['feeds.userVideo.data']?.required).toContain('hottest');
  });
});

describe('codes', () => {
  it('lists every proposed code on each call that answers it, with the shape of its data', () => {
    const byId = new Map(operations.map((o) => [o.operationId, o]));
    for (const calls of Object.values(PROPOSED_CALLS))
      for (const id of calls) expect(byId.has(id), id).toBe(true);
    const buyLevel = byId.get('wallet.buyLevel')!;
    expect(buyLevel['x-error-codes']).toEqual(expect.arrayContaining(['10401', '10411', '10412']));
    expect(buyLevel['x-proposed-error-codes']).toEqual(['10401', '10411', '10412']);
    expect(JSON.stringify(buyLevel.responses)).toContain('#/components/schemas/PayPasswordGuard');
  });

  it('lists only calls of the contract', () => {
    const ids = new Set(allEndpoints().map((e) => e.id));
    for (const id of Object.values(PROPOSED_CALLS).flat()) expect(ids, id).toContain(id);
  });
});

describe('money', () => {
  it('states two decimals as x-decimals, never as a fractional multipleOf', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"multipleOf":0\.\d/);
    expect(document.components.schemas.Yuan).toMatchObject({ type: 'number', 'x-decimals': 2 });
  });
});

describe('examples (the committed document, as npm run api:spec wrote it)', () => {
  it('give every operation its success first and one failure per code it can answer', () => {
    const path = join(import.meta.dirname, '../../public/api/openapi.json');
    const published = JSON.parse(readFileSync(path, 'utf8')) as typeof document;
    for (const item of Object.values(published.paths))
      for (const op of Object.values(item)) {
        const content = (op.responses as Record<string, { content?: Record<string, Json> }>)['200']
          ?.content?.['application/json'];
        const names = Object.keys((content?.examples ?? {}) as Json);
        const codes = (op['x-error-codes'] as string[]).map((c) => `code-${c}`);
        expect(names, String(op.operationId)).toEqual(['success', ...codes]);
      }
  });
});
