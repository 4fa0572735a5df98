import type { RouteObject } from 'react-router-dom';

/** Publishing a post (/column/addPost): private and lazy. */
export const publishRoutes: RouteObject[] = [
  {
    path: 'column/addPost',
    lazy: async () => ({ Component: (await import('./pages/AddPostPage')).AddPostPage }),
  },
];
