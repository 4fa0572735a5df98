import type { RouteObject } from 'react-router-dom';

const pages = {
  settings: () => import('./pages/SettingsPage'),
  account: () => import('./pages/AccountSafePage'),
  flags: () => import('./pages/FlagPages'),
  appearance: () => import('./pages/AppearancePages'),
  password: () => import('./pages/PasswordPages'),
};

/**
 * Settings (section 2: /column/settings and its children, the two password pages). Private and
 * lazy. The pay-password set / modify pages under accountSafe are the wallet's.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'column/settings',
    lazy: async () => ({ Component: (await pages.settings()).SettingsPage }),
  },
  {
    path: 'column/settings/accountSafe',
    lazy: async () => ({ Component: (await pages.account()).AccountSafePage }),
  },
  {
    path: 'column/settings/accountSafe/username',
    lazy: async () => ({ Component: (await import('./pages/UsernamePage')).UsernamePage }),
  },
  {
    path: 'column/settings/accountSafe/phoneNumber',
    lazy: async () => ({ Component: (await import('./pages/PhonePage')).PhonePage }),
  },
  {
    // The spec's own address of the phone change (section 2: changePhoneNumber, steps one and
    // two): the step is in the address (`stepOne`, `stepTwo`); one route, so the page (and the
    // proof of step one it holds in memory) stays mounted between the steps.
    path: 'column/settings/accountSafe/changePhoneNumber/:step?',
    lazy: async () => ({ Component: (await import('./pages/PhonePage')).PhonePage }),
  },
  {
    // The spec's own address of the login password change (section 2: accountSafe's
    // modifyPassword): its first step; /column/originalPassword stays as an alias.
    path: 'column/settings/accountSafe/modifyPassword',
    lazy: async () => ({ Component: (await pages.password()).OriginalPasswordPage }),
  },
  {
    path: 'column/originalPassword',
    lazy: async () => ({ Component: (await pages.password()).OriginalPasswordPage }),
  },
  {
    path: 'column/changePassword',
    lazy: async () => ({ Component: (await pages.password()).ChangePasswordPage }),
  },
  {
    path: 'column/settings/privacy',
    lazy: async () => ({ Component: (await pages.flags()).PrivacyPage }),
  },
  {
    path: 'column/settings/notice',
    lazy: async () => ({ Component: (await pages.flags()).NoticePage }),
  },
  {
    path: 'column/settings/theme',
    lazy: async () => ({ Component: (await pages.appearance()).ThemePage }),
  },
  {
    path: 'column/settings/setLang',
    lazy: async () => ({ Component: (await pages.appearance()).LanguagePage }),
  },
  {
    path: 'column/settings/feedback',
    lazy: async () => ({ Component: (await import('./pages/FeedbackPage')).FeedbackPage }),
  },
  {
    path: 'column/settings/clearCache',
    lazy: async () => ({ Component: (await import('./pages/ClearCachePage')).ClearCachePage }),
  },
  {
    path: 'column/settings/aboutUs',
    lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
  },
];
