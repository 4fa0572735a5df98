import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { AUTH_FAILURE_CODES } from '@/api/envelope';
import { useCurrentUser } from '@/lib/current-user';
import { fullPath, isLoginPath } from '@/lib/routing';
import { useSignInRedirect } from '../session/use-sign-in-redirect';

/**
 * Launch: with a token and a userId, the member's user and VIP info is fetched (and kept in the
 * query cache for every screen through useCurrentUser). If it fails, the member goes to
 * /login/autologin (spec: "Failed user info fetch"). An authentication-failure code is left to
 * the error policy, which ends the session and leaves by itself.
 */
export function useLaunchUser(): void {
  const { isError, error } = useCurrentUser();
  const location = useLocation();
  const signIn = useSignInRedirect();
  const endedByPolicy = isApiError(error) && AUTH_FAILURE_CODES.includes(error.code ?? '');

  const leave = useEffectEvent(() => {
    if (!isLoginPath(location.pathname)) signIn(fullPath(location));
  });

  useEffect(() => {
    if (isError && !endedByPolicy) leave();
  }, [isError, endedByPolicy]);
}
