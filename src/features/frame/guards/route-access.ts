import { useMatches } from 'react-router-dom';
import { isLoginPath, isRouteHandle } from '@/lib/routing';

/**
 * Whether the current route may be seen without a token. Routes say so in `handle.public`; the
 * deepest route that says anything decides, and routes that say nothing are private.
 *
 * The frame's own pages are public (`/`, the `/:lang` landing, `/error/*`, `/common/RedirectPage`,
 * `/timeZone/list`): otherwise the error pages themselves would bounce a signed-out visitor to the
 * login, and a language landing link could not be opened before signing in. An unknown path is
 * public too: everyone sees the 404 at once (errors.tsv: unknown route).
 */
export function useIsPublicRoute(): boolean {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.public === true;
  }
  return false;
}

export type GuardDecision = 'allow' | 'sign-in';

/** The route guard's rule, apart from React: no token, not a login path, not public -> sign in. */
export function guardDecision(input: {
  token: string | null;
  pathname: string;
  isPublic: boolean;
}): GuardDecision {
  if (input.token || input.isPublic || isLoginPath(input.pathname)) return 'allow';
  return 'sign-in';
}
