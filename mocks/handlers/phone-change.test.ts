import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { configEndpoints as config } from '@/api/endpoints/config';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { payPasswordGuardSchema, phoneCooldownSchema } from '@/api/schemas/security';
import { db } from '../db';
import { applyScenario } from '../runtime';
import { failureOf, setUpAccountClient } from './account-test-kit';

setUpAccountClient();

/**
 * Issue 27, the takeover chain with a session alone: change the phone to one's own, reset the pay
 * password by SMS to it, add a card, withdraw. Each link now holds: the phone change asks for the
 * login password or a code to the current phone first; the reset code goes only to the bound
 * phone, and not within a day of a phone change.
 */
const NEW_PHONE = { phoneAreaCode: '86', phoneNumber: '13900000077', code: '246810' };
const phoneOf = () => db().users['10001']!.phoneNumber;

describe('changing the phone', () => {
  it('is refused with a session alone (no proof, or a made-up ticket)', async () => {
    const forged = await failureOf(
      request(user.changePhone, { body: { ...NEW_PHONE, ticket: 'identity-10001-1' } }),
    );
    expect(forged.code).toBe(PROPOSED_CODES.identityUnverified.code);
    expect(phoneOf()).toBe('13800000001');
  });

  it('refuses a wrong login password or a wrong code of the current phone', async () => {
    const password = await failureOf(
      request(user.verifyIdentity, { body: { purpose: 'changePhone', password: 'guess123' } }),
    );
    expect(password.message).toBe('The login password is incorrect');
    const code = await failureOf(
      request(user.verifyIdentity, { body: { purpose: 'changePhone', smsCode: '246810' } }),
    );
    expect(code.message).toBe('The verification code is incorrect');
    const none = await failureOf(
      request(user.verifyIdentity, { body: { purpose: 'changePhone' } }),
    );
    expect(none.message).toBe('Enter the login password or the code sent to the current phone');
  });

  it('works with the login password, then the new phone’s code; the ticket is spent', async () => {
    const { ticket } = await request(user.verifyIdentity, {
      body: { purpose: 'changePhone', password: 'pass1234' },
    });
    const wrongNewCode = await failureOf(
      request(user.changePhone, { body: { ...NEW_PHONE, code: '000000', ticket } }),
    );
    expect(wrongNewCode.message).toBe('The verification code is incorrect');
    await request(user.changePhone, { body: { ...NEW_PHONE, ticket } });
    expect(phoneOf()).toBe('13900000077');
    const again = await failureOf(
      request(user.changePhone, { body: { ...NEW_PHONE, phoneNumber: '13900000088', ticket } }),
    );
    expect(again.code).toBe(PROPOSED_CODES.identityUnverified.code);
  });

  it('works with the code sent to the current phone', async () => {
    await request(user.ownPhoneCode, { body: { scene: 'verifyIdentity' } });
    const { ticket } = await request(user.verifyIdentity, {
      body: { purpose: 'changePhone', smsCode: '135790' },
    });
    await request(user.changePhone, { body: { ...NEW_PHONE, ticket } });
    expect(phoneOf()).toBe('13900000077');
  });

  it('cannot be guessed: five wrong proofs lock the first step for 30 minutes', async () => {
    const prove = (password: string) =>
      request(user.verifyIdentity, { body: { purpose: 'changePhone', password } });
    for (let i = 0; i < 4; i += 1) {
      const wrong = await failureOf(prove(`guess${i}`));
      expect(wrong.message).toBe('The login password is incorrect');
    }
    const fifth = await failureOf(prove('guess5'));
    expect(fifth.code).toBe(PROPOSED_CODES.identityLocked.code);
    expect(payPasswordGuardSchema.parse(fifth.data)).toMatchObject({
      triesLeft: 0,
      retryAfterSeconds: 1800,
    });
    const right = await failureOf(prove('pass1234'));
    expect(right.code).toBe(PROPOSED_CODES.identityLocked.code);
    db().accounts.clock += 1800;
    await expect(prove('pass1234')).resolves.toMatchObject({ expiresInSeconds: 600 });
  });

  it('does not take another member’s ticket, nor an expired one', async () => {
    applyScenario('identity-verified');
    db().accounts.clock += 601;
    const expired = await failureOf(
      request(user.changePhone, { body: { ...NEW_PHONE, ticket: 'identity-seed-10001' } }),
    );
    expect(expired.code).toBe(PROPOSED_CODES.identityUnverified.code);
    db().accounts.security.identityTickets.push({
      ticket: 'identity-aya',
      userId: '10002',
      purpose: 'changePhone',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const foreign = await failureOf(
      request(user.changePhone, { body: { ...NEW_PHONE, ticket: 'identity-aya' } }),
    );
    expect(foreign.code).toBe(PROPOSED_CODES.identityUnverified.code);
  });
});

describe('the pay-password reset code', () => {
  it('goes to the bound phone, which the client does not name', async () => {
    await expect(
      request(user.ownPhoneCode, { body: { scene: 'payPasswordReset' } }),
    ).resolves.toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
  });

  it('is refused by the generic SMS call for a masked or unbound number', async () => {
    const masked = await failureOf(
      request(config.smsSend, {
        body: { phoneAreaCode: '86', phoneNumber: '138****0001', scene: 'forget' },
      }),
    );
    expect(masked.message).toBe('Please enter the full phone number');
    const foreign = await failureOf(
      request(config.smsSend, {
        body: { phoneAreaCode: '86', phoneNumber: '13900000099', scene: 'forget' },
      }),
    );
    expect(foreign.message).toBe('This phone number is not bound to any account');
  });

  it('is refused for a day after a phone change, with a code and the time left', async () => {
    const { ticket } = await request(user.verifyIdentity, {
      body: { purpose: 'changePhone', password: 'pass1234' },
    });
    await request(user.changePhone, { body: { ...NEW_PHONE, ticket } });
    const sent = await failureOf(
      request(user.ownPhoneCode, { body: { scene: 'payPasswordReset' } }),
    );
    expect(sent.code).toBe(PROPOSED_CODES.phoneRecentlyChanged.code);
    expect(phoneCooldownSchema.parse(sent.data).retryAfterSeconds).toBeGreaterThan(86_000);
    // The new phone's code itself (the default 246810) does not reset the pay password either.
    const reset = await failureOf(
      request(wallet.resetPayPassword, { body: { smsCode: '246810', payPassword: '246802' } }),
    );
    expect(reset.code).toBe(PROPOSED_CODES.phoneRecentlyChanged.code);
    expect(db().accounts.profiles['10001']?.payPassword).toBe('123456');
    // A day later the bound phone may reset it again.
    db().accounts.clock += 24 * 60 * 60;
    await request(user.ownPhoneCode, { body: { scene: 'payPasswordReset' } });
    await request(wallet.resetPayPassword, { body: { smsCode: '246810', payPassword: '246802' } });
    expect(db().accounts.profiles['10001']?.payPassword).toBe('246802');
  });

  it('is still sent for proving who one is, after a phone change', async () => {
    applyScenario('phone-changed-recently');
    await expect(
      request(user.ownPhoneCode, { body: { scene: 'verifyIdentity' } }),
    ).resolves.toBeDefined();
  });
});
