import type { RouteObject } from 'react-router-dom';

/**
 * The people pages (section 2, "Other column pages"), spread into the app's route table. Every
 * page is private and lazy. The "Me" tabs (my, my1, personalInfo) live inside the tab container:
 * src/features/feed/routes.tsx mounts them (its otherTabs).
 */
const person = () => import('./pages/PersonPage');
const ownPosts = () => import('./pages/MyOwnPostPage');

export const profileRoutes: RouteObject[] = [
  {
    path: 'column/userDetail',
    lazy: async () => ({ Component: (await person()).UserDetailPage }),
  },
  {
    path: 'column/otherPage',
    lazy: async () => ({ Component: (await person()).OtherPagePage }),
  },
  {
    path: 'column/follow',
    lazy: async () => ({ Component: (await import('./pages/FollowPage')).FollowPage }),
  },
  {
    path: 'column/discoverUsers',
    lazy: async () => ({
      Component: (await import('./pages/DiscoverUsersPage')).DiscoverUsersPage,
    }),
  },
  {
    path: 'column/findSubscript',
    lazy: async () => ({
      Component: (await import('./pages/FindSubscriptPage')).FindSubscriptPage,
    }),
  },
  {
    path: 'column/editHomePage',
    lazy: async () => ({ Component: (await import('./pages/EditHomePage')).EditHomePage }),
  },
  {
    path: 'column/myOwnPost',
    lazy: async () => ({ Component: (await ownPosts()).MyOwnPostPage }),
  },
  {
    path: 'column/approvalList',
    lazy: async () => ({ Component: (await ownPosts()).ApprovalListPage }),
  },
  {
    path: 'column/code',
    lazy: async () => ({ Component: (await import('./pages/CodePage')).CodePage }),
  },
  {
    path: 'column/face',
    lazy: async () => ({ Component: (await import('./pages/FacePage')).FacePage }),
  },
];
