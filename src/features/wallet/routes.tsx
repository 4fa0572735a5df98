import type { RouteObject } from 'react-router-dom';

/**
 * The wallet's routes (section 2), spread into the app's route table. Every page is private and
 * lazy (its own chunk). The pay-password screens live under the settings path the spec gives
 * them (accountSafe payment password set / modify); the VIP screens under /wallet/vip.
 */
export const walletRoutes: RouteObject[] = [
  {
    path: 'wallet',
    lazy: async () => ({ Component: (await import('./pages/WalletPage')).WalletPage }),
  },
  {
    path: 'wallet/balance',
    lazy: async () => ({ Component: (await import('./pages/BalancePage')).BalancePage }),
  },
  {
    path: 'wallet/balance/details',
    lazy: async () => ({ Component: (await import('./pages/DetailsPage')).DetailsPage }),
  },
  {
    path: 'wallet/balance/details/:id',
    lazy: async () => ({ Component: (await import('./pages/DetailPage')).DetailPage }),
  },
  {
    path: 'wallet/balance/recharge',
    lazy: async () => ({ Component: (await import('./pages/RechargePage')).RechargePage }),
  },
  {
    path: 'wallet/balance/recharge/success',
    lazy: async () => ({
      Component: (await import('./pages/RechargeResultPage')).RechargeResultPage,
    }),
  },
  {
    path: 'wallet/balance/cash',
    lazy: async () => ({ Component: (await import('./pages/CashPage')).CashPage }),
  },
  {
    path: 'wallet/balance/cash/account',
    lazy: async () => ({ Component: (await import('./pages/CashAccountPage')).CashAccountPage }),
  },
  {
    path: 'wallet/balance/cash/account/bank',
    lazy: async () => ({ Component: (await import('./pages/AddBankCardPage')).AddBankCardPage }),
  },
  {
    path: 'wallet/balance/cash/detail/:id',
    lazy: async () => ({ Component: (await import('./pages/CashDetailPage')).CashDetailPage }),
  },
  {
    path: 'wallet/vip',
    lazy: async () => ({ Component: (await import('./pages/VipPage')).VipPage }),
  },
  {
    path: 'wallet/vip/records',
    lazy: async () => ({ Component: (await import('./pages/VipRecordsPage')).VipRecordsPage }),
  },
  {
    path: 'wallet/subscription',
    lazy: async () => ({
      Component: (await import('./pages/SubscriptionPricePage')).SubscriptionPricePage,
    }),
  },
  {
    path: 'promote',
    lazy: async () => ({ Component: (await import('./pages/PromotePage')).PromotePage }),
  },
  {
    path: 'rechargeCard',
    lazy: async () => ({ Component: (await import('./pages/RechargeCardPage')).RechargeCardPage }),
  },
  {
    path: 'rechargeCard/record',
    lazy: async () => ({
      Component: (await import('./pages/RechargeCardRecordPage')).RechargeCardRecordPage,
    }),
  },
  {
    path: 'exchange',
    lazy: async () => ({ Component: (await import('./pages/ExchangePage')).ExchangePage }),
  },
  {
    path: 'column/settings/accountSafe/payPassword/set',
    lazy: async () => ({
      Component: (await import('./pages/PayPasswordPage')).SetPayPasswordPage,
    }),
  },
  {
    path: 'column/settings/accountSafe/payPassword/modify',
    lazy: async () => ({
      Component: (await import('./pages/PayPasswordPage')).ModifyPayPasswordPage,
    }),
  },
  {
    path: 'column/settings/accountSafe/payPassword/reset',
    lazy: async () => ({
      Component: (await import('./pages/PayPasswordResetPage')).PayPasswordResetPage,
    }),
  },
];
