import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { AUTH_FAILURE_CODES } from '@/api/codes';
import { useCurrentUser } from '@/lib/current-user';
import { fullPath, isLoginPath } from '@/lib/routing';
import { userIdAtom } from '@/lib/session';
import { useSignInRedirect } from '../guards/use-sign-in-redirect';

/**
 * Launch: with a token and a userId, the member's user and VIP info is fetched (and kept in the
 * query cache for every screen through useCurrentUser). If it fails, the member goes to
 * /login/autologin (spec: "Failed user info fetch"). An authentication-failure code is left to
 * the error policy, which ends the session and leaves by itself.
 *
 * Once per member: /login/autologin sends a member with a token straight back, and the page they
 * come back to asks for the info again. If that fails too, the page shows its failure and retry;
 * going to /login/autologin a second time would bounce between the two pages for ever.
 */
export function useLaunchUser(): void {
  const { isError, error } = useCurrentUser();
  const location = useLocation();
  const signIn = useSignInRedirect();
  const endedByPolicy = isApiError(error) && AUTH_FAILURE_CODES.includes(error.code ?? '');
  const userId = useAtomValue(userIdAtom);
  const sentToSignIn = useRef<string | null>(null);

  const leave = useEffectEvent(() => {
    if (isLoginPath(location.pathname) || sentToSignIn.current === userId) return;
    sentToSignIn.current = userId;
    signIn(fullPath(location));
  });

  useEffect(() => {
    if (isError && !endedByPolicy) leave();
  }, [isError, endedByPolicy]);
}
