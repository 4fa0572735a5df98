/**
 * Wallet paths other features link to (the pay sheet sends a shortfall to the recharge screen and a
 * member without a pay password to the set screen). The wallet feature's routes use the same.
 */
export const WALLET_PATHS = {
  home: '/wallet',
  balance: '/wallet/balance',
  details: '/wallet/balance/details',
  recharge: '/wallet/balance/recharge',
  rechargeResult: '/wallet/balance/recharge/success',
  cash: '/wallet/balance/cash',
  cashAccount: '/wallet/balance/cash/account',
  addBankCard: '/wallet/balance/cash/account/bank',
  vip: '/wallet/vip',
  vipRecords: '/wallet/vip/records',
  subscription: '/wallet/subscription',
  promote: '/promote',
  exchange: '/exchange',
  rechargeCard: '/rechargeCard',
  rechargeCardRecords: '/rechargeCard/record',
  setPayPassword: '/column/settings/accountSafe/payPassword/set',
  modifyPayPassword: '/column/settings/accountSafe/payPassword/modify',
  resetPayPassword: '/column/settings/accountSafe/payPassword/reset',
} as const;

export const detailPath = (id: string) => `/wallet/balance/details/${encodeURIComponent(id)}`;
export const cashDetailPath = (id: string) =>
  `/wallet/balance/cash/detail/${encodeURIComponent(id)}`;
