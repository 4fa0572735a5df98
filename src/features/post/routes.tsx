import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteDeps } from '@/lib/route-deps';
import { HOME_TAB_PATH } from '@/lib/routing';
import { prefetchPostDetail } from './prefetch';

/**
 * The post routes of the start table: a post's detail, which a shared link opens first. The post
 * lists come with the other areas (./list-routes.tsx).
 */
export const postRoutes = (deps: RouteDeps): RouteObject[] => [
  {
    path: 'post',
    children: [
      // /post on its own is no page (its lists are its children): the find tab, where they start.
      { index: true, element: <Navigate to={HOME_TAB_PATH} replace /> },
      {
        path: 'postDetail',
        loader: (args) => prefetchPostDetail(deps, args),
        lazy: async () => ({
          Component: (await import('./pages/PostDetailPage')).PostDetailPage,
        }),
      },
    ],
  },
];
