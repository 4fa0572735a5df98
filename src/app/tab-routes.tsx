import type { RouteObject } from 'react-router-dom';

/**
 * Tabs of other features, mounted inside the feed's tab container (and so under its bottom bar).
 * They are listed here, in the app, because features never import each other.
 */
export const otherTabs: RouteObject[] = [
  // The Activity tab (src/features/activity): messages, with the unread flag on the bottom bar.
  {
    path: 'dynamic',
    lazy: async () => ({
      Component: (await import('@/features/activity/pages/ActivityPage')).ActivityPage,
    }),
  },
  // The "Me" tabs (src/features/profile). "my" is public: a visitor sees the invitation to log in.
  {
    path: 'my',
    handle: { public: true },
    lazy: async () => ({ Component: (await import('@/features/profile/pages/MePage')).MePage }),
  },
  {
    path: 'my1',
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/PersonPage')).MyPagePage,
    }),
  },
  {
    path: 'personalInfo',
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/PersonalInfoPage')).PersonalInfoPage,
    }),
  },
];
