import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROPOSED_CODES } from './proposed-codes';

/**
 * The proposed codes are one list the backend team builds against: a code taken twice (two
 * engineers reaching for the next free number at once) would make the client decide one refusal
 * as another, and a code the spec already uses would collide with its meaning.
 */
describe('the proposed codes', () => {
  const codes = Object.values(PROPOSED_CODES).map((c) => c.code);

  it('are each taken once', () => {
    const seen = new Set<string>();
    const twice = codes.filter((code) => (seen.has(code) ? true : (seen.add(code), false)));
    expect(twice).toEqual([]);
  });

  it('take no code of the spec’s error ledger', () => {
    // ../shared/spec is the source of truth; fixtures/ledger keeps a copy for fresh machines.
    const shared = join(process.cwd(), '../shared/spec/errors.tsv');
    const copy = join(process.cwd(), 'fixtures/ledger/errors.tsv');
    const ledger = readFileSync(existsSync(shared) ? shared : copy, 'utf8');
    const specCodes = new Set(ledger.match(/\b\d{5}\b/g) ?? []);
    expect(codes.filter((code) => specCodes.has(code))).toEqual([]);
  });
});
