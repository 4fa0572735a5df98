import { Navigate, type RouteObject } from 'react-router-dom';

/** /post/snapshot: the reader by id, the author's readers and review lists, and publishing. */
export const snapshotsRoutes: RouteObject[] = [
  {
    path: 'post/snapshot',
    children: [
      // No page of its own (issue 26.3: no blank parent): the followed people's snapshots, on the
      // home tab's attention list.
      {
        index: true,
        element: <Navigate to="/column/columnTabbar/index?list=attention" replace />,
      },
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
