import { AUTO_LOGIN_PATH } from './session';

/** Root of the login routes (a later issue builds them); the route guard never bounces these. */
export const LOGIN_PATH = '/login';

/** Where the root path sends everyone today (spec section 4: the find tab). */
export const HOME_TAB_PATH = '/column/columnTabbar/find';

/** `/login` and anything under it. */
export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * What a route declares in its `handle`. The route guard reads the deepest matched route that
 * says anything: routes that declare nothing are private (they need a token).
 */
export interface RouteHandle {
  public?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'public' in value;
}

/** pathname + search + hash: what the redirect target and the `ref` query keep. */
export function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The auto-login address carrying the page to come back to. */
export function autoLoginHref(ref: string): string {
  return `${AUTO_LOGIN_PATH}?ref=${encodeURIComponent(ref)}`;
}
