import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { autoLoginHref } from '@/lib/routing';
import { STORAGE_KEYS, storage } from '@/lib/session';

/**
 * Sends the member to /login/autologin, remembering where they were: the full path is saved as
 * the redirect target (localStorage 'redirectUrl') and passed as `ref`. Replaces the history
 * entry, so Back from the login page does not land on the page that bounced them.
 */
export function useSignInRedirect(): (ref: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (ref: string) => {
      storage.write(STORAGE_KEYS.redirectUrl, ref);
      void navigate(autoLoginHref(ref), { replace: true });
    },
    [navigate],
  );
}
