import { describe, expect, it } from 'vitest';
import { readEnvelope } from './read-envelope';

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
