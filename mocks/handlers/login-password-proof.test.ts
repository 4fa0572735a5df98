import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { payPasswordGuardSchema } from '@/api/schemas/security';
import { db } from '../db';
import { applyScenario } from '../runtime';
import { failureOf, setUpAccountClient } from './account-test-kit';

setUpAccountClient();

/**
 * The login password asked inside a session (to set the first pay password, to change the login
 * password, to prove identity for a phone change) cannot be guessed without limit from an
 * unlocked phone: wrong ones count together, five in a row lock them all for 30 minutes.
 */
const setPay = (password: string) =>
  request(wallet.setPayPassword, { body: { password, payPassword: '246802' } });
const changeLogin = (oldPassword: string) =>
  request(user.changePassword, { body: { oldPassword, newPassword: 'newpass99' } });

describe('guessing the login password from a session', () => {
  it('locks after five wrong tries across the calls that ask for it, the right one included', async () => {
    applyScenario('pay-password-unset');
    for (const guess of ['guess001', 'guess002']) await failureOf(setPay(guess));
    for (const guess of ['guess003', 'guess004']) await failureOf(changeLogin(guess));
    const fifth = await failureOf(
      request(user.verifyIdentity, { body: { purpose: 'changePhone', password: 'guess005' } }),
    );
    expect(fifth.code).toBe(PROPOSED_CODES.identityLocked.code);
    expect(payPasswordGuardSchema.parse(fifth.data)).toMatchObject({ triesLeft: 0 });

    const right = await failureOf(setPay('pass1234'));
    expect(right.code).toBe(PROPOSED_CODES.identityLocked.code);
    expect(db().accounts.profiles['10001']?.payPassword).toBeNull();

    db().accounts.clock += 1800;
    await setPay('pass1234');
    expect(db().accounts.profiles['10001']?.payPassword).toBe('246802');
  });

  it('starts counting again after the right password', async () => {
    for (const guess of ['guess001', 'guess002', 'guess003', 'guess004'])
      expect((await failureOf(changeLogin(guess))).message).toBe(
        'The original password is incorrect',
      );
    await request(user.verifyIdentity, { body: { purpose: 'changePhone', password: 'pass1234' } });
    const again = await failureOf(changeLogin('guess005'));
    expect(again.code).not.toBe(PROPOSED_CODES.identityLocked.code);
  });
});
