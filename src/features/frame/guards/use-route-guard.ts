import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fullPath } from '@/lib/routing';
import { STORAGE_KEYS, storage, tokenAtom } from '@/lib/session';
import { guardDecision, useIsPublicRoute } from './route-access';
import { useSignInRedirect } from './use-sign-in-redirect';

/** Spec section 9: "Redirect to auto-login is after 100 ms". */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;

/**
 * The route guard, run on every navigation: without a token on a private page, the full path is
 * saved as the redirect target at once and, 100 ms later, the member goes to /login/autologin.
 * Returns whether the page must wait for that (the layout then shows a short notice instead of a
 * page that would call private endpoints without a token).
 */
export function useRouteGuard(): { mustSignIn: boolean } {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  const isPublic = useIsPublicRoute();
  const signIn = useSignInRedirect();
  const mustSignIn = guardDecision({ token, pathname: location.pathname, isPublic }) === 'sign-in';
  const path = fullPath(location);

  useEffect(() => {
    if (!mustSignIn) return;
    storage.write(STORAGE_KEYS.redirectUrl, path);
    const timer = window.setTimeout(() => signIn(path), SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mustSignIn, path, signIn]);

  return { mustSignIn };
}
