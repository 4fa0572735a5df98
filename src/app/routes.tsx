import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '@/lib/route-deps';
import { isLoginPath } from '@/lib/routing';
import { otherAreaRoutes } from './other-area-routes';
import { createStartRoutes, PAGES_ROUTE_ID } from './start-routes';

export { isLoginPath };
/** The login routes (a later issue): `/login` and everything under it. */
export const LOGIN_PATHS = ['/login', '/login/*'] as const;

/** The route with this id, anywhere in the table. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = findRoute(route.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The whole route table at once: the start table (./start-routes.tsx: the shell, the tabs, a
 * post, the error pages) with every other area's routes in its pages route, as the tests and
 * stories build the app. The app itself starts with the start table and adds the others after its
 * first screen (src/main.tsx, ./other-areas.ts).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const routes = createStartRoutes(deps);
  findRoute(routes, PAGES_ROUTE_ID)?.children?.push(...otherAreaRoutes());
  return routes;
}
