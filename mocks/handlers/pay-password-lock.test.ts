import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { payPasswordGuardSchema } from '@/api/schemas/security';
import { db } from '../db';
import { PAY_PASSWORD_LOCK_SECONDS } from '../db/wallet-security';
import { applyScenario } from '../runtime';
import { failureOf, setUpAccountClient } from './account-test-kit';

setUpAccountClient();

/**
 * Issue 27: ten wrong pay passwords in a row were each answered alike, then the right one paid.
 * Now each wrong try tells the tries left (a number in `data`), the fifth locks the pay password
 * for 30 minutes of mock time, whichever call checks it, the right password included.
 */
const WRONG = '000000';
const RIGHT = '123456';
const card = { holderName: '林晓', cardNumber: '6217000010002000300', bankId: 'b02' };

const addCard = (payPassword: string) =>
  request(wallet.addBankCard, { body: { ...card, payPassword } });

async function vipPurchase(payPassword: string) {
  const { token } = await request(wallet.payToken, {});
  return request(wallet.buyLevel, { path: { code: 'month' }, body: { token, payPassword } });
}

const guardOf = (error: { data: unknown }) => payPasswordGuardSchema.parse(error.data);

describe('wrong pay passwords', () => {
  it('each tell the tries left, as a number with its own code', async () => {
    const first = await failureOf(addCard(WRONG));
    expect(first.code).toBe(PROPOSED_CODES.payPasswordWrong.code);
    expect(guardOf(first)).toEqual({
      maxTries: 5,
      triesLeft: 4,
      lockedUntil: null,
      retryAfterSeconds: null,
    });
    const second = await failureOf(vipPurchase(WRONG));
    expect(guardOf(second).triesLeft).toBe(3);
  });

  it('lock the pay password at the fifth, across calls, the right password included', async () => {
    for (let i = 0; i < 4; i += 1) await failureOf(addCard(WRONG));
    const fifth = await failureOf(vipPurchase(WRONG));
    expect(fifth.code).toBe(PROPOSED_CODES.payPasswordLocked.code);
    const lock = guardOf(fifth);
    expect(lock.triesLeft).toBe(0);
    expect(lock.retryAfterSeconds).toBe(PAY_PASSWORD_LOCK_SECONDS);
    expect(lock.lockedUntil).not.toBeNull();

    const rows = db().accounts.ledger.length;
    const right = await failureOf(vipPurchase(RIGHT));
    expect(right.code).toBe(PROPOSED_CODES.payPasswordLocked.code);
    expect(db().accounts.ledger).toHaveLength(rows);
    const { token } = await request(wallet.payToken, {});
    const withdrawal = await failureOf(
      request(wallet.withdraw, {
        body: { token, amount: 100, bankCardId: 'card-10001-1', payPassword: RIGHT },
      }),
    );
    expect(withdrawal.code).toBe(PROPOSED_CODES.payPasswordLocked.code);
    const change = await failureOf(
      request(wallet.modifyPayPassword, { body: { oldPayPassword: RIGHT, payPassword: '654321' } }),
    );
    expect(change.code).toBe(PROPOSED_CODES.payPasswordLocked.code);
    expect(db().accounts.profiles['10001']?.payPassword).toBe(RIGHT);
  });

  it('the pay-password state shows the lock and its time left (a later sheet, a reload)', async () => {
    applyScenario('pay-password-locked');
    const state = await request(wallet.paySafety, {});
    expect(state).toMatchObject({ hasPayPassword: true, triesLeft: 0, maxTries: 5 });
    expect(state.retryAfterSeconds).toBe(PAY_PASSWORD_LOCK_SECONDS);
    // Mock time passes: the time left shrinks, then the lock ends and the right password pays.
    db().accounts.clock += 600;
    expect((await request(wallet.paySafety, {})).retryAfterSeconds).toBe(1200);
    db().accounts.clock += 1200;
    expect(await request(wallet.paySafety, {})).toMatchObject({
      triesLeft: 5,
      lockedUntil: null,
      retryAfterSeconds: null,
    });
    await expect(vipPurchase(RIGHT)).resolves.toMatchObject({ vip: { vipType: 'month' } });
  });

  it('start again from five after the right one', async () => {
    await failureOf(addCard(WRONG));
    await failureOf(addCard(WRONG));
    expect((await request(wallet.paySafety, {})).triesLeft).toBe(3);
    await addCard(RIGHT);
    expect((await request(wallet.paySafety, {})).triesLeft).toBe(5);
  });

  it('a reset by the bound phone lifts the lock', async () => {
    applyScenario('pay-password-locked');
    await request(wallet.resetPayPassword, { body: { smsCode: '135790', payPassword: '246802' } });
    expect(await request(wallet.paySafety, {})).toMatchObject({ triesLeft: 5, lockedUntil: null });
    await expect(vipPurchase('246802')).resolves.toBeDefined();
  });

  it('a wrong old pay password in the change counts too', async () => {
    applyScenario('pay-password-tries-left');
    const wrongOld = await failureOf(
      request(wallet.modifyPayPassword, { body: { oldPayPassword: WRONG, payPassword: '654321' } }),
    );
    expect(wrongOld.message).toBe('The original payment password is incorrect');
    expect(guardOf(wrongOld).triesLeft).toBe(1);
  });
});
