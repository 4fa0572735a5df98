import { Navigate, type RouteObject } from 'react-router-dom';
import {
  loadErrorScreens,
  RootErrorPage,
  RouteErrorPage,
} from '@/features/frame/errors/RouteErrorPage';
import { FrameFallback } from '@/features/frame/layout/FrameFallback';
import { FrameLayout } from '@/features/frame/layout/FrameLayout';
import { currentUserQuery } from '@/lib/current-user';
import { sessionOf, startSoon, type RouteDeps } from '@/lib/route-deps';
import { HOME_TAB_PATH, type RouteHandle } from '@/lib/routing';
import { feedRoutes } from '@/features/feed/routes';
import { postRoutes } from '@/features/post/routes';
import { otherTabs } from './tab-routes';

/** The pathless route that holds the pages: where the other areas' routes are added. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The routes an address lands on when the start table has nothing better for it: `/wallet` is a
 * `:lang`, `/column/settings` the 404, until the other areas are in.
 */
export const CATCH_ALL_IDS = { lang: 'lang-landing', notFound: 'not-found' } as const;

/** The overlays' registry: the frame loads it with its overlay host, after the first render. */
const loadOverlays = () => import('./overlay-registry').then((module) => module.overlayRegistry);

/** Public routes can be seen without a token (see useIsPublicRoute for why these). */
const publicRoute: RouteHandle = { public: true };

/**
 * The route table the app starts with: the frame, the tabs and a post (the pages a member lands
 * on: the find tab, a shared post), the error pages and the catch-alls. The other areas' routes
 * (./other-area-routes.ts) are not in the entry: the app adds them to the pages route (./routes.tsx
 * for the whole table at once, as the tests and stories build it; src/main.tsx after the first
 * screen, or as soon as an address needs them).
 *
 * One root layout (the frame) with an error element for failures of the layout itself; the pages
 * sit in a pathless route with its own error element, so a page error (a missing page chunk, a 404
 * thrown by a loader) shows inside the frame — the offline banner and the overlays stay. The pages
 * are code-split: each `lazy` import is its own chunk.
 *
 * Built per app (and per story and test) with its query cache and session: loaders start the
 * first screen's requests while its code downloads, instead of after it has rendered.
 */
export function createStartRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      // The launch user fetch (the frame reads it through useCurrentUser), started with the chunks.
      loader: () => {
        const userId = sessionOf(deps)?.userId;
        if (userId) startSoon(() => void deps.queryClient.prefetchQuery(currentUserQuery(userId)));
        return null;
      },
      // The member's info is the query cache's business: moving between pages re-runs nothing here.
      shouldRevalidate: () => false,
      element: <FrameLayout overlays={loadOverlays} />,
      errorElement: <RootErrorPage />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <FrameFallback />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          children: [
            // Spec section 4: the root goes to the find tab (its container comes with a later issue).
            { index: true, element: <Navigate to={HOME_TAB_PATH} replace />, handle: publicRoute },
            {
              id: CATCH_ALL_IDS.lang,
              path: ':lang',
              handle: publicRoute,
              lazy: async () => ({
                Component: (await import('@/features/frame/pages/LanguageLandingPage'))
                  .LanguageLandingPage,
              }),
            },
            // The error pages: one chunk with the error elements' screens (loaded ahead when idle).
            {
              path: 'error/404',
              handle: publicRoute,
              lazy: async () => ({ Component: (await loadErrorScreens()).NotFoundPage }),
            },
            {
              path: 'error/500',
              handle: publicRoute,
              lazy: async () => {
                const { ErrorPage } = await loadErrorScreens();
                return { Component: () => <ErrorPage status={500} /> };
              },
            },
            {
              path: 'common/RedirectPage',
              handle: publicRoute,
              lazy: async () => ({
                Component: (await import('@/features/frame/pages/RedirectPage')).RedirectPage,
              }),
            },
            {
              path: 'timeZone/list',
              handle: publicRoute,
              lazy: async () => ({
                Component: (await import('@/features/frame/pages/TimeZoneListPage'))
                  .TimeZoneListPage,
              }),
            },
            // Each feature owns its route list; static paths outrank the `:lang` landing.
            ...feedRoutes(deps, otherTabs),
            ...postRoutes(deps),
            {
              // Unknown paths: the 404 for everyone (errors.tsv: unknown route), signed in or not:
              // a visitor sent to log in first would only learn after that the page is gone.
              id: CATCH_ALL_IDS.notFound,
              path: '*',
              lazy: async () => ({ Component: (await loadErrorScreens()).NotFoundPage }),
              handle: publicRoute,
            },
          ],
        },
      ],
    },
  ];
}
