import type { RouteObject } from 'react-router-dom';

/** The spec's two comment pages (section 2), private and lazy (one chunk for both). */
const pages = () => import('./pages/CommentPages');

export const commentsRoutes: RouteObject[] = [
  { path: 'column/comment', lazy: async () => ({ Component: (await pages()).CommentPage }) },
  {
    path: 'column/lookComment',
    lazy: async () => ({ Component: (await pages()).LookCommentPage }),
  },
];
