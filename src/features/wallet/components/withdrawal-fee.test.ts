import { describe, expect, it } from 'vitest';
import { formatRate, paidOut, withdrawalFee } from './withdrawal-fee';

const rules = { feeRate: 0.02, minFee: 2, minAmount: 50 };

describe('withdrawal fee', () => {
  it('is the rate of the amount, at least the minimum fee', () => {
    expect(withdrawalFee(50, rules)).toBe(2);
    expect(withdrawalFee(100, rules)).toBe(2);
    expect(withdrawalFee(258.34, rules)).toBe(5.17);
    expect(paidOut(258.34, rules)).toBe(253.17);
  });
  it('shows the rate as a percentage', () => {
    expect(formatRate(0.02)).toBe('2%');
    expect(formatRate(0.015)).toBe('1.5%');
  });
});
