import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fullPath, isLoginPath } from '@/lib/routing';
import { sessionEndedAtom } from '@/lib/session';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * When the error policy ends the session (an authentication-failure code: it has already removed
 * the token), go to /login/autologin at once with the current full path as `ref`. On a login page
 * already, stay: that page handles it. A session that ended before the frame mounted (the launch
 * user fetch starts with the route's chunks) counts too: only "never ended" (0) is nothing to do.
 */
export function useSessionEndRedirect(): void {
  const endedAt = useAtomValue(sessionEndedAtom);
  const location = useLocation();
  const signIn = useSignInRedirect();
  const seen = useRef(0);

  const leave = useEffectEvent(() => {
    if (!isLoginPath(location.pathname)) signIn(fullPath(location));
  });

  useEffect(() => {
    if (endedAt === seen.current) return;
    seen.current = endedAt;
    leave();
  }, [endedAt]);
}
