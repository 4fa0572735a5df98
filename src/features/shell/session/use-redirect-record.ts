import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { fullPath, isLoginPath } from '@/lib/routing';
import { STORAGE_KEYS, storage } from '@/lib/session';

/**
 * Content spec section 1, "On every page load: the current full path is remembered as the
 * redirect target" (issue 16): once per document load, the path the member opened goes to
 * localStorage 'redirectUrl', whoever they are. Two exceptions, both so that the rule breaks
 * nothing:
 * - a login page is never recorded: loading /login/autologin would overwrite the page that sent
 *   the member there, and a login page is never a return target anyway (return-target.ts);
 * - the route guard still records the page it bounces from (use-route-guard.ts), in-app moves
 *   included, which a page load alone would miss.
 * - an unknown path (the 404 of the catch-all route, the only splat route) is never recorded:
 *   signing in would only lead back to a page that does not exist.
 * Signing out forgets it (src/lib/session/state.ts): the next member to sign in on the device is
 * not sent to the page the last one had open.
 */
export function useRedirectRecord(): void {
  const location = useLocation();
  const path = fullPath(location);
  const unknownPath = useMatches().at(-1)?.params['*'] !== undefined;
  useEffect(() => {
    if (!isLoginPath(location.pathname) && !unknownPath) {
      storage.write(STORAGE_KEYS.redirectUrl, path);
    }
    // Once per page load: the first location only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
