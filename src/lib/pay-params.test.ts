import { describe, expect, it } from 'vitest';
import { readPayParams } from './pay-params';

describe('readPayParams', () => {
  const params = { purpose: 'vip', amount: 30, targetId: 'v1', label: 'Gold' };

  it('keeps the known fields of a kept purchase', () => {
    expect(readPayParams({ ...params, password: 'x' })).toEqual(params);
    expect(readPayParams({ purpose: 'reward', amount: 0.5, targetId: '7', remark: 'hi' })).toEqual({
      purpose: 'reward',
      amount: 0.5,
      targetId: '7',
      remark: 'hi',
    });
  });

  it('is null when any field does not fit', () => {
    for (const value of [
      null,
      [],
      { ...params, purpose: 'gift' },
      { ...params, amount: 0 },
      { ...params, amount: -1 },
      { ...params, amount: '30' },
      { ...params, amount: Number.NaN },
      { ...params, targetId: '' },
      { ...params, label: 1 },
      { ...params, remark: null },
    ])
      expect(readPayParams(value)).toBeNull();
  });
});
