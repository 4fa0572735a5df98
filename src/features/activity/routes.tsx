import type { RouteObject } from 'react-router-dom';

/**
 * Activity's pages outside the tab container (the Activity tab itself, `dynamic`, is mounted by
 * the container: src/features/feed/routes.tsx). Every page is private and lazy.
 */
export const activityRoutes: RouteObject[] = [
  {
    path: 'dynamicTab/:tab?',
    lazy: async () => ({
      Component: (await import('./pages/DynamicTabRedirect')).DynamicTabRedirect,
    }),
  },
  {
    path: 'column/sysMsg',
    lazy: async () => ({ Component: (await import('./pages/SysMsgPage')).SysMsgPage }),
  },
  {
    path: 'column/insFeedbackMsg',
    lazy: async () => ({ Component: (await import('./pages/FeedbackMsgPage')).FeedbackMsgPage }),
  },
];
