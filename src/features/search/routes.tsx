import type { RouteObject } from 'react-router-dom';

const page = async () => ({ Component: (await import('./pages/SearchPage')).SearchPage });

/**
 * /column/search and its two child pages (section 2): the catalog (hot and recent searches) and
 * the search (results). One screen: the keyword in the address decides which part shows.
 */
export const searchRoutes: RouteObject[] = [
  {
    path: 'column/recommend',
    lazy: async () => ({ Component: (await import('./pages/RecommendPage')).RecommendPage }),
  },
  {
    path: 'column/search',
    children: [
      { index: true, lazy: page },
      { path: 'catalog', lazy: page },
      { path: 'search', lazy: page },
    ],
  },
];
