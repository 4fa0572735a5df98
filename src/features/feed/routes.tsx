import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '@/lib/route-deps';
import { prefetchFindTab } from './prefetch';

/**
 * The tab container and the tabs this feature builds. Every page is lazy (its own chunk). The
 * tabs of other features (dynamic, my, my1, personalInfo) are children of the container too:
 * their issues add them to `otherTabs` below (the tab bar already links to them).
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

/** Tabs built by other issues, mounted inside the container. */
const otherTabs: RouteObject[] = [
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

export function feedRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'column/columnTabbar',
      lazy: async () => ({ Component: (await import('./pages/TabContainer')).TabContainer }),
      children: [...ownTabs(deps), ...otherTabs],
    },
  ];
}
