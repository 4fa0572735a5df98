import type { walletEndpoints } from '@/api/endpoints/wallet';
import type { Examples } from './types';

/** The seeded member pays with '123456'; the seeded ids are in fixtures/accounts. */
export const walletExamples: Examples<typeof walletEndpoints> = {
  detail: { path: { id: 'detail-201' } },
  order: { path: { id: 'order-seed-recharge' } },
  details: { query: { page: 1, size: 10 } },
  payWays: { query: {} },
  payToken: {},
  createOrder: {
    body: {
      token: 'paytoken-seed-10001',
      sourceType: 3,
      channel: 'Balance',
      count: 1,
      payAmount: 8.88,
      payType: 0,
      productId: '10002',
      remark: '加油',
      type: 3,
    },
  },
  pay: { body: { orderId: 'order-seed-recharge' } },
  balancePay: { body: { orderId: 'order-seed-vip', payPassword: '123456' } },
  orders: { query: { page: 1, size: 10 } },
  bankCards: {},
  addBankCard: {
    body: {
      holderName: '林晓',
      cardNumber: '6217000010002000300',
      bankId: 'b02',
      payPassword: '123456',
    },
  },
  deleteBankCard: { path: { id: 'card-10001-1' } },
  banks: { query: {} },
  withdraw: {
    body: {
      token: 'paytoken-seed-10001',
      amount: 100,
      bankCardId: 'card-10001-1',
      payPassword: '123456',
    },
  },
  withdrawalRecord: { path: { id: 'wd-seed-10001' } },
  modifyPayPassword: { body: { oldPayPassword: '123456', payPassword: '654321' } },
  setPayPassword: { body: { password: 'pass1234', payPassword: '135246' } },
  // 135790 is the SMS code of the member's phone (fixtures/accounts/users.ts NAMED_SMS_CODES).
  resetPayPassword: { body: { smsCode: '135790', payPassword: '135246' } },
  paySafety: {},
  setSubscriptionPrice: { path: { price: 25 } },
  levels: {},
  buyLevel: {
    path: { code: 'month' },
    body: { token: 'paytoken-seed-10001', payPassword: '123456' },
  },
  // Unused seeded codes: fixtures/accounts/codes.ts.
  rechargeCard: { body: { code: 'LM50 A7K9 Q2W4 E6R8' } },
  rechargeCardRecords: { query: { page: 1, size: 10 } },
  exchange: { body: { code: 'TICKETPACK2026' } },
};

/**
 * Examples that need a state other than the seed, by endpoint id: setting a first pay password is
 * refused while one is set (issue 9), so its example runs for a member who has none.
 */
export const walletExampleScenarios: Record<string, string> = {
  'wallet.setPayPassword': 'pay-password-unset',
  'user.changePhone': 'identity-verified',
  'auth.recordInvite': 'just-invited',
};
