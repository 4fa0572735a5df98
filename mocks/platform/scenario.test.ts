import { afterAll, describe, expect, it } from 'vitest';
import { formatScenario, parseScenario } from './scenario';
import { registerScenarios, registeredScenarios, setActiveScenario, variantFor } from './store';

// Unit files share one module graph (no isolation): the app's scenarios come back after this
// file's own registry.
const appScenarios = registeredScenarios();
afterAll(() => {
  registerScenarios(appScenarios);
  setActiveScenario('');
});

describe('the scenario grammar', () => {
  it('parses named scenarios and endpoint overrides', () => {
    expect(parseScenario('slow-network;feeds.postList=code:10000;*=delay:200+network')).toEqual({
      names: ['slow-network'],
      overrides: { 'feeds.postList': { code: '10000' }, '*': { delay: 200, network: true } },
    });
  });

  it('round-trips through format', () => {
    const text = 'offline;wallet.payToken=code:10000+message:Out%20of%20tokens;post.detail=empty';
    expect(formatScenario(parseScenario(text))).toBe(text);
  });

  it('rejects an unknown variant', () => {
    expect(() => parseScenario('a.b=teapot')).toThrow(/Unknown mock variant/);
  });

  it('layers named, wildcard and explicit overrides, explicit last', () => {
    registerScenarios([
      { name: 'slow', overrides: { '*': { delay: 3000 }, 'feeds.postList': { code: '10000' } } },
    ]);
    setActiveScenario('slow;feeds.postList=code:10201');
    expect(variantFor('feeds.postList')).toEqual({ delay: 3000, code: '10201' });
    expect(variantFor('wallet.payToken')).toEqual({ delay: 3000 });
    expect(() => setActiveScenario('nope')).toThrow(/Unknown mock scenario/);
  });
});
