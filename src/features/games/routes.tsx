import type { RouteObject } from 'react-router-dom';

/** /post/game and its children (the post feature owns the other /post routes). */
export const gamesRoutes: RouteObject[] = [
  {
    path: 'post/game',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/GamesPage')).GamesPage }),
      },
      {
        path: 'detail',
        lazy: async () => ({ Component: (await import('./pages/GameDetailPage')).GameDetailPage }),
      },
      {
        path: 'list',
        lazy: async () => ({ Component: (await import('./pages/MoreGamesPage')).MoreGamesPage }),
      },
    ],
  },
];
