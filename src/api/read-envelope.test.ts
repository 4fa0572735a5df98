import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope';
import { readEnvelope } from './read-envelope';

/** Envelopes and non-envelopes, for each check below. */
const PAYLOADS: unknown[] = [
  { code: '00000', data: { a: 1 }, extra: true },
  { code: '10000', message: 'no', resultMap: null },
  { code: '00000', message: '', resultMap: { k: 1 } },
  { code: '00000', message: 'ok', data: null, resultMap: undefined },
  undefined,
  null,
  'text',
  [],
  {},
  { code: 0 },
  { code: '00000', message: 3 },
  { code: '00000', message: null },
  { code: '00000', resultMap: [] },
  { code: '00000', resultMap: 'x' },
];

describe('readEnvelope', () => {
  it('reads an envelope, its message defaulting to empty and unknown keys left out', () => {
    expect(readEnvelope({ code: '00000', data: { a: 1 }, extra: true })).toEqual({
      code: '00000',
      message: '',
      data: { a: 1 },
    });
    expect(readEnvelope({ code: '10000', message: 'no', resultMap: null })).toEqual({
      code: '10000',
      message: 'no',
      data: undefined,
      resultMap: null,
    });
    expect(readEnvelope({ code: '00000', message: '', resultMap: { k: 1 } })?.resultMap).toEqual({
      k: 1,
    });
  });

  // The contract's schema (the API verifier reads answers with it) and this hand check agree.
  it("accepts and reads exactly what the contract's envelope schema does", () => {
    for (const payload of PAYLOADS) {
      const parsed = envelopeSchema.safeParse(payload);
      expect(readEnvelope(payload), JSON.stringify(payload)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it('is null for anything that is no envelope', () => {
    for (const payload of [
      undefined,
      null,
      'text',
      [],
      {},
      { code: 0 },
      { code: '00000', message: 3 },
      { code: '00000', message: null },
      { code: '00000', resultMap: [] },
      { code: '00000', resultMap: 'x' },
    ])
      expect(readEnvelope(payload)).toBeNull();
  });
});
