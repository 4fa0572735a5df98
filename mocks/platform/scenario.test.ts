import { afterAll, describe, expect, it } from 'vitest';
import { formatScenario, parseScenario } from './scenario';
import {
  registerScenarios,
  registeredScenarios,
  setActiveScenario,
  variantFor,
  variantForCall,
} from './store';

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

  it('keeps killed media domains as dead:<domain>, after everything else', () => {
    expect(parseScenario('dead:img-a;offline;dead:video-b')).toEqual({
      names: ['offline'],
      overrides: {},
      dead: ['img-a', 'video-b'],
    });
    expect(formatScenario(parseScenario('dead:img-a;feeds.postList=empty'))).toBe(
      'feeds.postList=empty;dead:img-a',
    );
    expect(() => parseScenario('dead:')).toThrow(/name the media domain/);
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

  it('call:<n> forces the variant on the n-th call of the endpoint only, counted from the scenario', () => {
    expect(formatScenario(parseScenario('messages.list=network+call:2'))).toBe(
      'messages.list=network+call:2',
    );
    expect(() => parseScenario('messages.list=network+call:0')).toThrow(/counted from 1/);
    setActiveScenario('messages.list=network+call:2');
    const calls = [1, 2, 3].map(() => variantForCall('messages.list'));
    expect(calls).toEqual([undefined, { network: true, call: 2 }, undefined]);
    // Other endpoints keep their own count.
    expect(variantForCall('messages.unread')).toBeUndefined();
    // A scenario set again (a page load) counts from 1 again.
    setActiveScenario('messages.list=network+call:1');
    expect(variantForCall('messages.list')).toEqual({ network: true, call: 1 });
    setActiveScenario('');
  });
});
