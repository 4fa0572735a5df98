import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { applyScenario } from '@mocks/runtime';
import { configureClient, request } from './client';
import { configEndpoints } from './endpoints/config';
import { userEndpoints } from './endpoints/user';
import type { Decision } from './error-policy';
import { isApiError } from './api-error';

let token: string | null;
const applied: Decision[] = [];

beforeEach(() => {
  token = NAMED_TOKENS.member;
  applied.length = 0;
  configureClient({
    getToken: () => token,
    getLanguage: () => 'en_US',
    apply: (decision) => applied.push(decision),
  });
});

describe('request', () => {
  it('unwraps the envelope and parses data by the contract', async () => {
    const info = await request(userEndpoints.vipInfo, { path: { userId: '10001' } });
    expect(info.username).toBe('lin_xiao');
    expect(applied).toEqual([{ endSession: false }]);
  });

  it('ends the session when a private call has no valid token', async () => {
    token = null;
    const error = await request(configEndpoints.domains, {}).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('10201');
    expect(applied[0]).toEqual({ endSession: true });
  });

  it('returns a silent network failure', async () => {
    applyScenario('config.general=network');
    const error = await request(configEndpoints.general, {}).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
    expect(applied[0]).toEqual({ endSession: false });
  });

  it('sends the token on private calls only', async () => {
    const seen = vi.fn();
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen(new Headers(init?.headers).get('Authorization'));
      return original(input, init);
    };
    try {
      await request(configEndpoints.general, {});
      await request(configEndpoints.domains, {});
    } finally {
      globalThis.fetch = original;
    }
    expect(seen.mock.calls).toEqual([[null], [NAMED_TOKENS.member]]);
  });
});
