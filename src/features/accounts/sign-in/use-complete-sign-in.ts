import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginData } from '@/api/schemas/account';
import { STORAGE_KEYS, signInAtom, storage, type StoredLogin } from '@/lib/session';
import { markSignedInForNotices } from '@/lib/sign-in-notice';
import { returnTarget } from './return-target';

/** The fields of the login data this client keeps (section 3), from any answer that carries them. */
export function toStoredLogin(data: LoginData): StoredLogin {
  return {
    token: data.token,
    userId: data.userId,
    username: data.username,
    headImgUrl: data.headImgUrl,
    imToken: data.imToken,
    loginType: 3,
    phoneAreaCode: data.phoneAreaCode,
    phoneNumber: data.phoneNumber,
    uid: data.uid,
    isVisitor: data.isVisitor,
  };
}

/**
 * After a successful login, registration, visitor call or switch: the login is stored (the session
 * module also empties the query cache: another member may have signed in), and the member goes
 * back to `ref` or the remembered redirectUrl, replacing the login page in history.
 */
export function useCompleteSignIn(): (login: StoredLogin, options?: { to?: string }) => void {
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref');

  return useCallback(
    (login, options) => {
      signIn(login);
      // The 'after login' popup notices (trigger 2) may show from now on in this session.
      markSignedInForNotices();
      const target = options?.to ?? returnTarget(ref, storage.read(STORAGE_KEYS.redirectUrl));
      storage.write(STORAGE_KEYS.redirectUrl, null);
      void navigate(target, { replace: true });
    },
    [navigate, ref, signIn],
  );
}
