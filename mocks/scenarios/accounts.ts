import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { DAY, HOUR, atOffset } from '@fixtures/seed';
import type { AccountSimulation } from '../db/accounts';
import { currentTime, tick } from '../db/account-clock';
import { createOrderRow, recordWithdrawal, settleOrder } from '../db/wallet-ops';
import { redeemAllCodes, redeemHistoryCards } from './wallet-codes';
import type { MockDb } from '../db';
import type { ScenarioDef } from './types';

/**
 * Scenarios of the accounts area (login, registration, recovery, wallet, pay). Failures that
 * carry a catalogue message are switched on in the db (db.accounts.simulate), so the handler still
 * answers in the request's language; transport failures and forced codes are overrides.
 */
function simulate(flag: Exclude<keyof AccountSimulation, 'loginState'>) {
  return (db: MockDb) => {
    db.accounts.simulate[flag] = true;
  };
}

/** Every member withdrew their whole balance: balances are 0 and the ledger still adds up. */
function emptyEveryWallet(db: MockDb): void {
  for (const [userId, wallet] of Object.entries(db.accounts.wallets)) {
    if (wallet.balance <= 0) continue;
    const card = db.accounts.bankCards.find((c) => c.userId === userId) ?? {
      id: `card-scenario-${userId}`,
      userId,
      bankId: 'b01',
      holderName: db.users[userId]?.nickname ?? userId,
      cardNumber: '6222000000000000',
      createdAt: tick(db),
    };
    recordWithdrawal(db, { userId, amount: wallet.balance, card, at: tick(db), status: 'done' });
  }
}

/**
 * 'withdrawal-history': the member (10001) recharged ¥1,000 and then withdrew the minimum (¥50)
 * twenty times, to the card of the seed's withdrawal: with that one, 21 records, two pages of 20.
 */
function withdrawTwentyTimes(db: MockDb): void {
  const userId = '10001';
  const card = db.accounts.bankCards.find((c) => c.userId === userId);
  if (!card) throw new Error(`'withdrawal-history' needs a card of ${userId}`);
  const recharge = createOrderRow(
    db,
    {
      userId,
      type: 5,
      productId: 'recharge',
      payAmount: 1000,
      count: 1,
      channel: 'Alipay',
      remark: '',
      payToken: null,
      payeeId: null,
    },
    atOffset(-9.5 * DAY),
  );
  settleOrder(db, recharge, recharge.createdAt);
  // Every 11 hours after the recharge, all after the seed's withdrawal (ten days back).
  for (let i = 0; i < 20; i++) {
    const at = atOffset(-9.5 * DAY + (i + 1) * 11 * HOUR);
    recordWithdrawal(db, { userId, amount: 50, card, at, status: 'done' });
  }
}

const SLOW = { delay: 3000 };

export const accountScenarios: ScenarioDef[] = [
  {
    name: 'just-invited',
    description:
      "Member 20003 has just registered with aya_photo's code AYA777: recording that invite " +
      '(auth.recordInvite) credits aya once; any other invitee or code is refused',
    apply: (db) => {
      db.accounts.profiles['20003']!.signupInvite = { code: 'AYA777', at: currentTime(db) };
    },
  },
  {
    name: 'balance-shortfall',
    description: 'Every wallet balance is 0 (withdrawn in full; the ledger still adds up)',
    apply: emptyEveryWallet,
  },
  {
    name: 'pay-token-fails',
    description:
      "The pay token call answers 10000 without a message: the sheet shows 'unknown error-001'",
    overrides: { [wallet.payToken.id]: { code: '10000', message: '' } },
  },
  {
    name: 'pay-token-network',
    description: 'The pay token call fails as a network exception',
    overrides: { [wallet.payToken.id]: { network: true } },
  },
  {
    name: 'order-fails',
    description: 'Creating an order answers 10000 with the server message',
    overrides: { [wallet.createOrder.id]: { code: '10000' } },
  },
  {
    name: 'order-network',
    description: 'Creating an order fails as a network exception',
    overrides: { [wallet.createOrder.id]: { network: true } },
  },
  {
    name: 'slow-order',
    description: 'Creating an order and paying it (or buying a VIP level) take 3 seconds each',
    overrides: {
      [wallet.createOrder.id]: SLOW,
      [wallet.buyLevel.id]: SLOW,
      [wallet.pay.id]: SLOW,
      [wallet.balancePay.id]: SLOW,
    },
  },
  {
    name: 'codes-used',
    description:
      'Every recharge card and exchange code was already redeemed by another member (aya_photo)',
    apply: redeemAllCodes,
  },
  {
    name: 'recharge-card-records',
    description: 'The member (10001) redeemed two recharge cards (¥88 and ¥66) before',
    apply: redeemHistoryCards,
  },
  {
    name: 'withdrawal-history',
    description:
      'The member (10001) recharged ¥1,000 and withdrew ¥50 twenty times since: 21 withdrawal ' +
      'records, two pages',
    apply: withdrawTwentyTimes,
  },
  {
    name: 'pay-password-unset',
    description: 'The member (10001) has no payment password yet',
    apply: (db) => {
      const member = db.accounts.profiles['10001'];
      if (member) member.payPassword = null;
    },
  },
  {
    name: 'pay-password-set-fails',
    description:
      "Setting or changing the payment password answers 'Failed to set payment password!'",
    apply: simulate('payPasswordSetFails'),
  },
  {
    name: 'phone-registered',
    description: "Every phone counts as registered: 'The phone number is already registered!'",
    apply: simulate('phoneRegistered'),
  },
  {
    name: 'invite-invalid',
    description: "Every invite code is refused: 'Invalid invitation code!'",
    apply: simulate('inviteInvalid'),
  },
  {
    name: 'name-taken',
    description: "Every account name is taken: 'The account name is already in use!'",
    apply: simulate('nameTaken'),
  },
  {
    name: 'wrong-answer',
    description: "Every security answer is refused: 'Your answer is wrong!'",
    apply: simulate('wrongAnswer'),
  },
  {
    name: 'no-security-question',
    description:
      "No account has security questions: 'cannot retrieve the password through this method'",
    apply: (db) => {
      for (const userId of Object.keys(db.accounts.securityAnswers))
        db.accounts.securityAnswers[userId] = [];
    },
  },
  {
    name: 'payment-fails',
    description: "Paying any order (or a VIP level) answers 'Payment failed'",
    apply: simulate('paymentFails'),
  },
];
