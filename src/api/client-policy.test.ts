import { beforeEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { applyScenario } from '@mocks/runtime';
import { isApiError } from './api-error';
import { configureClient, request } from './client';
import { configEndpoints } from './endpoints/config';
import { feedsEndpoints } from './endpoints/feeds';
import { userEndpoints } from './endpoints/user';
import type { Decision } from './error-policy';

/** The policy through the real client and mock handlers, forced per endpoint by scenario. */
const applied: Decision[] = [];
beforeEach(() => {
  applied.length = 0;
  configureClient({
    getToken: () => NAMED_TOKENS.member,
    getLanguage: () => 'en_US',
    apply: (d) => applied.push(d),
  });
});

const get = () => request(userEndpoints.vipInfo, { path: { userId: '10001' } });
const post = () =>
  request(userEndpoints.tracking, {
    path: { pageType: 'home', type: '1' },
    body: { path: '/', at: 1 },
  });

describe('forced codes through the client', () => {
  it.each(['10000', '10101', '10201', '10203', '10301', '401'])('GET with %s', async (code) => {
    applyScenario(`user.vipInfo=code:${code}`);
    const error = await get().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(code);
    const auth = ['10201', '10203', '10301', '401'].includes(code);
    expect(applied[0]?.endSession).toBe(auth);
    expect(applied[0]?.notify?.tone).toBe(auth ? undefined : 'danger');
    // The mock answers in the member's language.
    if (!auth) expect(applied[0]?.notify?.message).toMatch(/[a-z]/i);
  });

  it.each(['10000', '10103', '10201', '10203', '10301', '401'])('POST with %s', async (code) => {
    applyScenario(`user.tracking=code:${code}`);
    await expect(post()).rejects.toThrow();
    expect(applied[0]?.notify?.tone).toBe('danger');
    expect(applied[0]?.endSession).toBe(['10201', '10203', '10301', '401'].includes(code));
  });

  const put = () => request(feedsEndpoints.excludeUser, { body: { userId: '20001' } });

  it('PUT success: a primary notification with the server message', async () => {
    await put();
    expect(applied[0]?.notify).toEqual({
      tone: 'primary',
      message: 'Success',
      fallbackKey: 'policy.saved',
    });
  });

  it.each(['10000', '10201', '10203', '10301', '401'])('PUT with %s', async (code) => {
    applyScenario(`feeds.excludeUser=code:${code}`);
    await expect(put()).rejects.toThrow();
    expect(applied[0]?.notify?.tone).toBe('danger');
    expect(applied[0]?.endSession).toBe(code !== '10000');
  });

  it('a network failure is silent', async () => {
    applyScenario('user.vipInfo=network');
    const error = await get().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
    expect(applied).toEqual([{ endSession: false }]);
  });

  it('an HTTP 500 without an envelope is a silent network failure; HTTP 401 ends the session', async () => {
    applyScenario('user.vipInfo=status:500');
    await expect(get()).rejects.toThrow();
    expect(applied[0]).toEqual({ endSession: false });
    applyScenario('user.vipInfo=status:401');
    await expect(get()).rejects.toThrow();
    expect(applied[1]).toEqual({ endSession: true });
  });

  it('a forced message replaces the catalogue one', async () => {
    applyScenario(`config.general=code:10000+message:${encodeURIComponent('Maintenance tonight')}`);
    await expect(request(configEndpoints.general, {})).rejects.toThrow('Maintenance tonight');
    expect(applied[0]?.notify?.message).toBe('Maintenance tonight');
  });

  it('an empty variant empties list answers', async () => {
    applyScenario('config.countries=empty');
    await expect(request(configEndpoints.countries, {})).resolves.toEqual([]);
  });
});
