import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { authEndpoints as auth } from '@/api/endpoints/auth';
import { userEndpoints as user } from '@/api/endpoints/user';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { applyScenario } from '../runtime';
import { setUpAccountClient, signInAs } from './account-test-kit';

setUpAccountClient();

const logIn = (password = 'pass1234') =>
  request(auth.login, { body: { username: 'lin_xiao', password, loginType: 3, sourceType: 3 } });

/** Issue 26 §3: the account states a login can find, as strict as a server. */
describe('login account states', () => {
  it.each([
    ['login-locked', 'accountNonLocked'],
    ['login-expired', 'accountNonExpired'],
    ['login-credentials-expired', 'credentialsNonExpired'],
  ] as const)('%s: the flag is false and the token opens no session', async (scenario, flag) => {
    applyScenario(scenario);
    const data = await logIn();
    expect(data[flag]).toBe(false);
    signInAs(data.token);
    const error = await request(user.vipInfo, { path: { userId: data.userId } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.code).toBe('10201');
  });

  it('a disabled account is refused with its code, and no token', async () => {
    applyScenario('login-disabled');
    const error = await logIn().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(PROPOSED_CODES.accountDisabled.code);
  });

  it('a wrong password is still just a wrong password', async () => {
    applyScenario('login-locked');
    const error = await logIn('nope').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('10000');
  });

  it('without a scenario every flag is true and the token works', async () => {
    const data = await logIn();
    expect([data.accountNonLocked, data.accountNonExpired, data.credentialsNonExpired]).toEqual([
      true,
      true,
      true,
    ]);
    signInAs(data.token);
    await expect(request(user.vipInfo, { path: { userId: data.userId } })).resolves.toBeTruthy();
  });
});
