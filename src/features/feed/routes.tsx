import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteDeps } from '@/lib/route-deps';
import { prefetchFindTab } from './prefetch';

/**
 * The tab container and the tabs this feature builds. Every page is lazy (its own chunk). The
 * tabs of other features (dynamic, my, my1, personalInfo) are children of the container too: the
 * app passes them in (`src/app/tab-routes.tsx`), since features never import each other.
 */
const tabPages = () => import('./pages/ChannelPages');

const ownTabs = (deps: RouteDeps): RouteObject[] => [
  { path: 'index', lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
  {
    path: 'find',
    // The find tab is where most visits start (section 4: the root goes there).
    loader: (args) => prefetchFindTab(deps, args),
    lazy: async () => ({ Component: (await import('./pages/FindPage')).FindPage }),
  },
  { path: 'findPost', lazy: async () => ({ Component: (await tabPages()).FindPostPage }) },
  { path: 'videoPost', lazy: async () => ({ Component: (await tabPages()).VideoPostPage }) },
  { path: 'picPost', lazy: async () => ({ Component: (await tabPages()).PicPostPage }) },
  { path: 'rankPost', lazy: async () => ({ Component: (await tabPages()).RankPostPage }) },
  { path: 'pinkedList', lazy: async () => ({ Component: (await tabPages()).PinkedListPage }) },
  {
    path: 'gamePost',
    lazy: async () => ({ Component: (await import('./pages/GamePostPage')).GamePostPage }),
  },
];

/** `otherTabs`: tabs built by other features, mounted inside the container. */
export function feedRoutes(deps: RouteDeps, otherTabs: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: 'column/columnTabbar',
      lazy: async () => ({ Component: (await import('./pages/TabContainer')).TabContainer }),
      // The container on its own shows the find tab (section 4: visits start there).
      children: [
        { index: true, element: <Navigate to="find" replace /> },
        ...ownTabs(deps),
        ...otherTabs,
      ],
    },
  ];
}
