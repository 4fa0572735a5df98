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
    name: 'shortfall-at-payment',
    description:
      "The pay sheet shows enough balance, but the payment answers 'Insufficient balance, please " +
      "recharge first!' (spent elsewhere meanwhile): the sheet goes to recharge",
    apply: (db) => {
      db.accounts.simulate.shortfallAtPayment = true;
    },
  },
];
