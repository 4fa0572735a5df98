import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import type { LoginData } from '@/api/schemas/account';

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

/**
 * Why an account cannot be signed in to though its password was right (issue 26 §3), by the login
 * answer's flags. A disabled account has no flag there: its login is refused with a code
 * (PROPOSED_CODES.accountDisabled), which the policy shows from the catalogue in our words.
 */
export type AccountState = 'locked' | 'expired' | 'credentialsExpired';

/**
 * The login answer's account flags (section 3). A server that answers them false has not opened a
 * session for that token: the client must not start one with it.
 */
export function accountStateOf(data: LoginData): AccountState | null {
  if (!data.accountNonLocked) return 'locked';
  if (!data.accountNonExpired) return 'expired';
  if (!data.credentialsNonExpired) return 'credentialsExpired';
  return null;
}

/** The login answered, but its account may not sign in: the page says why. */
export class AccountStateRefusal extends Error {
  constructor(readonly state: AccountState) {
    super(`account ${state}`);
  }
}

/**
 * Refusals are shown by the error policy (a red notification with the server's message; the
 * disabled account's code from the catalogue). An answer whose flags refuse the account rejects
 * with AccountStateRefusal: its token is dropped, no session starts.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const data = await login(input);
      const state = accountStateOf(data);
      if (state) throw new AccountStateRefusal(state);
      return data;
    },
  });
}
