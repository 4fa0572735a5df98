import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { fullPath, isLoginPath } from '@/lib/routing';
import { STORAGE_KEYS, storage } from '@/lib/session';

/**
 * Content spec section 1, "On every page load: the current full path is remembered as the
 * redirect target" (issue 16): the path of every page the member opens goes to localStorage
 * 'redirectUrl', whoever they are. Issue 49: "page load" is read as each page opened, in-app moves
 * included (in this single-page app a page is loaded by the router as often as by the browser;
 * recorded only at the document's load, the target was the first page of a visit, not the one
 * the member was on). The exceptions, each so that the rule breaks nothing (README, redirectUrl):
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
  const recorded = !isLoginPath(location.pathname) && !unknownPath;
  useEffect(() => {
    if (recorded) storage.write(STORAGE_KEYS.redirectUrl, path);
  }, [recorded, path]);
}
