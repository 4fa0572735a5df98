import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import type { ScenarioDef } from './types';

/**
 * Money's lost answers (issue 9): the server did the work, the answer never arrived. The client
 * must find out what happened before it offers to try again, and never charge twice.
 */
export const moneyScenarios: ScenarioDef[] = [
  {
    name: 'pay-answer-lost',
    description:
      'Every balance payment is made (money moves, the order is paid) but its answer is lost: ' +
      "the pay sheet asks for the order's state and shows the payment as done",
    overrides: { [wallet.balancePay.id]: { networkAfter: true } },
  },
  {
    name: 'withdraw-answer-lost',
    description:
      'The first withdrawal is made but its answer is lost: the screen sends the same token again ' +
      'and is answered the same record (one withdrawal, one 403 row)',
    overrides: { [wallet.withdraw.id]: { networkAfter: 1 } },
  },
  {
    name: 'order-answer-lost',
    description:
      'The first order is made but its answer is lost: the pay sheet or recharge says ' +
      "'checking…' and asks again with the same pay token: the same order, one order",
    overrides: { [wallet.createOrder.id]: { networkAfter: 1 } },
  },
  {
    name: 'recharge-settles-late',
    description:
      "Outside channels (Alipay, WeChat, UnionPay) leave a recharge paid with 'pay now' pending; " +
      'the order reads paid (and the balance is credited) on its second read',
    apply: (db) => {
      db.accounts.simulate.outsideChannelLate = true;
    },
  },
  {
    name: 'recharge-fails',
    description:
      'Outside channels leave a recharge pending, then fail it: on its second read the order is ' +
      'unpaid again, nothing credited, and it can be paid again',
    apply: (db) => {
      db.accounts.simulate.outsideChannelFails = true;
    },
  },
  {
    name: 'recharge-pending',
    description:
      "Outside channels leave a recharge paid with 'pay now' pending and never settle it: the " +
      'result screen keeps reading it back (the pending state)',
    apply: (db) => {
      db.accounts.simulate.outsideChannelSilent = true;
    },
  },
  {
    name: 'shortfall-at-payment',
    description:
      'The pay sheet shows enough balance, but the payment is refused for a shortfall (code ' +
      "10401, proposed: 'Insufficient balance, please recharge first!'; spent elsewhere " +
      'meanwhile): the sheet goes to recharge',
    apply: (db) => {
      db.accounts.simulate.shortfallAtPayment = true;
    },
  },
];
