import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';

export interface LoginInput {
  /** Account name or phone number. */
  username: string;
  password: string;
}

/** POST auth/app/public/login with loginType 3 and sourceType 3 (section 9). */
export function login({ username, password }: LoginInput) {
  return request(authEndpoints.login, {
    body: { username: username.trim(), password, loginType: 3, sourceType: 3 },
  });
}

/** Failures are shown by the error policy (a red notification with the server's message). */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
