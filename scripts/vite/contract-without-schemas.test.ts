import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { stripContract } from './contract-without-schemas';

const parse = (code: string) => parseAst(code, { lang: 'ts' });
const strip = (code: string) => stripContract(code, parse)?.toString() ?? code;

describe('the contract in the members build', () => {
  it('keeps what a call needs and drops its schemas and notes, commas included', () => {
    const out = strip(`export const area = {
  one: defineEndpoint({
    id: 'area.one',
    method: 'GET',
    path: 'a/{id}',
    access: 'private',
    summary: 'One, by id',
    proposed: true,
    pathParams: z.object({ id: z.string() }),
    query: pageQuery,
    data: z.array(item)
  }),
  two: defineEndpoint({ data: z.string(), id: 'area.two', body: z.object({}), method: 'POST', path: 'b', access: 'public', }),
};`);
    // Still a valid module: parsing it again throws on a stray comma.
    expect(() => parse(out)).not.toThrow();
    expect(out).toContain(`id: 'area.one'`);
    expect(out).toContain(`path: 'a/{id}'`);
    expect(out).toContain(`access: 'public'`);
    for (const gone of ['summary', 'proposed', 'pathParams', 'query', 'data', 'body', 'z.'])
      expect(out).not.toContain(gone);
  });

  it('marks each top-level declaration that calls anything pure, as a whole', () => {
    const out = strip(`const postType = z.optional(z.int().check(z.minimum(0)));
export const LIMIT = 10;
export const postSchema = z.object({ id: z.string() });`);
    expect(() => parse(out)).not.toThrow();
    expect(out).toContain(
      'const postType = /* @__PURE__ */ (() => (z.optional(z.int().check(z.minimum(0)))))();',
    );
    expect(out).toContain('export const LIMIT = 10;');
    expect(out).toContain('export const postSchema = /* @__PURE__ */ (() => (z.object(');
  });

  it('drops the notes of a proposed code, and keeps its code', () => {
    const out = strip(`export const CODES = {
  shortfall: { code: '10401', proposed: true, expects: 'A payment ' + 'refused' },
  plain: { code: '1', expects: 'kept: nothing proposed' },
};`);
    expect(() => parse(out)).not.toThrow();
    expect(out).toContain(`code: '10401'`);
    expect(out).not.toContain('A payment');
    expect(out).not.toContain('proposed: true');
    expect(out).toContain('kept: nothing proposed');
  });

  it('leaves a module without declarations or endpoints as it is', () => {
    expect(
      stripContract('export function pageOf(item) { return z.object({ item }); }', parse),
    ).toBeNull();
  });
});
