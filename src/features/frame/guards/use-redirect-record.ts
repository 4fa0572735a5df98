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
 *   signing in would only lead back to a page that does not exist; nor are the pages that are no
 *   place to come back to: an error page, the way out of the app (RedirectPage), a language's
 *   landing (`/en_US`, which sets the language and moves on).
 * Signing out forgets it (src/lib/session/state.ts): the next member to sign in on the device is
 * not sent to the page the last one had open.
 */
const NOT_A_RETURN_TARGET = /^\/(?:error\/|common\/RedirectPage$)/;

export function useRedirectRecord(): void {
  const location = useLocation();
  const path = fullPath(location);
  // The catch-all 404 is the only splat route, the language landing the only `:lang` one.
  const params = useMatches().at(-1)?.params ?? {};
  const unknownPath =
    params['*'] !== undefined ||
    params.lang !== undefined ||
    NOT_A_RETURN_TARGET.test(location.pathname);
  useEffect(() => {
    if (!isLoginPath(location.pathname) && !unknownPath) {
      storage.write(STORAGE_KEYS.redirectUrl, path);
    }
    // Once per page load: the first location only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
