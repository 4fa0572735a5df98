import { describe, expect, it } from 'vitest';
import { formatScenario, parseScenario } from '../platform/scenario';
import { dropsAnswer, setActiveScenario, variantFor } from '../platform/store';

describe("the 'network-after' variant", () => {
  it('parses and formats, with or without a count', () => {
    const text = 'wallet.balancePay=network-after;wallet.withdraw=network-after:1+delay:100';
    expect(parseScenario(text).overrides).toEqual({
      'wallet.balancePay': { networkAfter: true },
      'wallet.withdraw': { networkAfter: 1, delay: 100 },
    });
    expect(formatScenario(parseScenario(text))).toBe(text);
  });

  it('drops every answer, or only the first n, counted afresh with each scenario', () => {
    setActiveScenario('wallet.balancePay=network-after;wallet.withdraw=network-after:1');
    const drops = (id: string) => dropsAnswer(id, variantFor(id));
    expect([drops('wallet.balancePay'), drops('wallet.balancePay')]).toEqual([true, true]);
    expect([drops('wallet.withdraw'), drops('wallet.withdraw')]).toEqual([true, false]);
    expect(drops('wallet.pay')).toBe(false);
    setActiveScenario('wallet.withdraw=network-after:1');
    expect(drops('wallet.withdraw')).toBe(true);
  });
});
