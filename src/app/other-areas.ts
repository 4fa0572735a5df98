import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { PAGES_ROUTE_ID } from './start-routes';

let loading: Promise<RouteObject[]> | null = null;

/** The other areas' routes, loaded once (their chunk, and the chunks' names of their pages). */
export function loadOtherAreaRoutes(): Promise<RouteObject[]> {
  loading ??= import('./other-area-routes').then((module) => module.otherAreaRoutes());
  return loading;
}

/**
 * The app starts with the start table (./start-routes.tsx). An address it has no route of its
 * own for (no match, or only the `:lang` landing or the 404's `*`) waits here for the other
 * areas' routes, then matches again: a deep link to `/wallet` shows the wallet, a link tapped on
 * the find tab opens its page. The router adds them once (a route already there is not added
 * twice), and an address that is really unknown still ends on the 404.
 */
export const addOtherAreas: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  patch(PAGES_ROUTE_ID, await loadOtherAreaRoutes());
};
