import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { db } from '../db';
import { applyScenario } from '../runtime';
import { failureOf, setUpAccountClient } from './account-test-kit';

setUpAccountClient();

/**
 * Issue 9, the account-takeover chain: with a session and the login password alone, an attacker
 * replaced the member's pay password, added a bank card and withdrew. Each step now needs the
 * pay password (or the SMS code of the account's own phone).
 */
const card = { holderName: '林晓', cardNumber: '6217000010002000300', bankId: 'b02' };

describe('setting a pay password when one exists', () => {
  it('is refused with a clear message, and the old pay password stays', async () => {
    const error = await failureOf(
      request(wallet.setPayPassword, { body: { password: 'pass1234', payPassword: '246802' } }),
    );
    expect(error.code).toBe('10000');
    expect(error.message).toBe(
      'A payment password is already set. Change it with the old one, or reset it with an SMS code',
    );
    expect(db().accounts.profiles['10001']?.payPassword).toBe('123456');
  });

  it('is still allowed for a member without one (the first pay password)', async () => {
    applyScenario('pay-password-unset');
    await request(wallet.setPayPassword, { body: { password: 'pass1234', payPassword: '246802' } });
    expect(db().accounts.profiles['10001']?.payPassword).toBe('246802');
  });
});

describe('a forgotten pay password', () => {
  it("is reset with the SMS code of the account's own phone, not with another code", async () => {
    const wrong = await failureOf(
      request(wallet.resetPayPassword, { body: { smsCode: '000000', payPassword: '246802' } }),
    );
    expect(wrong.message).toBe('The verification code is incorrect');
    expect(db().accounts.profiles['10001']?.payPassword).toBe('123456');
    await request(wallet.resetPayPassword, { body: { smsCode: '135790', payPassword: '246802' } });
    expect(db().accounts.profiles['10001']?.payPassword).toBe('246802');
  });
});

describe('adding a bank card', () => {
  it('needs the pay password: a wrong one adds nothing', async () => {
    const before = db().accounts.bankCards.length;
    const wrong = await failureOf(
      request(wallet.addBankCard, { body: { ...card, payPassword: '000000' } }),
    );
    expect(wrong.message).toBe('The payment password is incorrect');
    expect(db().accounts.bankCards).toHaveLength(before);
    const added = await request(wallet.addBankCard, { body: { ...card, payPassword: '123456' } });
    expect(added.tailNumber).toBe('0300');
  });

  it('is refused without any pay password (the body is checked by the contract)', async () => {
    const error = await failureOf(
      // A client that leaves the pay password out, as the old one did.
      request(wallet.addBankCard, { body: card } as never),
    );
    expect(error.code).toBe('10103');
  });

  it('is refused while the member has no pay password yet', async () => {
    applyScenario('pay-password-unset');
    const error = await failureOf(
      request(wallet.addBankCard, { body: { ...card, payPassword: '123456' } }),
    );
    expect(error.message).toBe('Please set a payment password first');
  });
});

describe('withdrawing', () => {
  it('needs the pay password: a wrong one moves nothing', async () => {
    const rows = db().accounts.ledger.length;
    const { token } = await request(wallet.payToken, {});
    const error = await failureOf(
      request(wallet.withdraw, {
        body: { token, amount: 200, bankCardId: 'card-10001-1', payPassword: '000000' },
      }),
    );
    expect(error.message).toBe('The payment password is incorrect');
    expect(db().accounts.ledger).toHaveLength(rows);
  });
});
