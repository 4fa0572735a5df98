import type { RouteObject } from 'react-router-dom';

/**
 * The routes of this feature, spread into the app's route table (src/app/routes.tsx).
 * Pages are lazy: each `lazy` import is its own chunk. Mark public pages with
 * `handle: { public: true }` (see src/lib/routing.ts); anything else needs a token.
 */
export const walletRoutes: RouteObject[] = [];
