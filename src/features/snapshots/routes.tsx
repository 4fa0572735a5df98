import type { RouteObject } from 'react-router-dom';

/** /post/snapshot: the reader by id, the author's readers list, and publishing. */
export const snapshotsRoutes: RouteObject[] = [
  {
    path: 'post/snapshot',
    children: [
      {
        path: 'publish',
        lazy: async () => ({ Component: (await import('./pages/PublishPage')).PublishPage }),
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
