import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/lib/routing';

/**
 * The routes of this feature, spread into the app's route table (src/app/routes.tsx).
 * Pages are lazy: each `lazy` import is its own chunk. Every login page is public (the shell's
 * guard never bounces them); the two that need a member (binding, birthday) send a signed-out
 * member to /login/autologin themselves (session/use-require-member.ts).
 */
const publicRoute: RouteHandle = { public: true };

export const accountsRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: publicRoute,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
      },
      {
        path: 'autologin',
        lazy: async () => ({ Component: (await import('./pages/AutoLoginPage')).AutoLoginPage }),
      },
      {
        path: 'otherAccounts',
        lazy: async () => ({
          Component: (await import('./pages/OtherAccountsPage')).OtherAccountsPage,
        }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./pages/RegisterPage')).RegisterPage }),
      },
      {
        path: 'bind',
        lazy: async () => ({ Component: (await import('./pages/BindPage')).BindPage }),
      },
      {
        path: 'forget',
        lazy: async () => ({
          Component: (await import('./pages/ForgetPasswordPage')).ForgetPasswordPage,
        }),
      },
      {
        path: 'inputValidation',
        lazy: async () => ({
          Component: (await import('./pages/InputValidationPage')).InputValidationPage,
        }),
      },
      {
        path: 'birthday',
        lazy: async () => ({ Component: (await import('./pages/BirthdayPage')).BirthdayPage }),
      },
    ],
  },
];
