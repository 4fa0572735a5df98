import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { autoLoginHref, fullPath } from '@/lib/routing';
import { STORAGE_KEYS, sessionEndedAtom, storage, tokenAtom } from '@/lib/session';

/**
 * The login pages that need a signed-in member (binding a visitor, the birthday) sit under /login,
 * where the shell's guard and session-end redirect deliberately do nothing. This does their job:
 * without a token (at first, or when the error policy ends the session mid-form), the page is
 * remembered and the member goes to /login/autologin, coming back here after signing in again.
 */
export function useRequireMember(): { signedIn: boolean } {
  const token = useAtomValue(tokenAtom);
  // Read so a session ended by the policy re-runs this even if the token was already null.
  const endedAt = useAtomValue(sessionEndedAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const here = fullPath(location);

  useEffect(() => {
    if (token) return;
    storage.write(STORAGE_KEYS.redirectUrl, here);
    void navigate(autoLoginHref(here), { replace: true });
  }, [token, endedAt, here, navigate]);

  return { signedIn: Boolean(token) };
}
