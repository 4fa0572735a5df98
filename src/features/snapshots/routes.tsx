import type { RouteObject } from 'react-router-dom';

/** /post/snapshot: the reader by id, the author's readers and review lists, and publishing. */
export const snapshotsRoutes: RouteObject[] = [
  {
    path: 'post/snapshot',
    children: [
      {
        path: 'publish',
        lazy: async () => ({ Component: (await import('./pages/PublishPage')).PublishPage }),
      },
      {
        path: 'approval',
        lazy: async () => ({ Component: (await import('./pages/ApprovalPage')).ApprovalPage }),
      },
      {
        path: 'readers',
        lazy: async () => ({ Component: (await import('./pages/ReadersPage')).ReadersPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./pages/ReaderPage')).ReaderPage }),
      },
    ],
  },
];
