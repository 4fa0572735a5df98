/**
 * The session, in one module: token, userId, login data and saved accounts (state and storage),
 * and the effects of signing in, signing out, a session the server ended and a one-tap switch.
 * Nothing else writes these storage keys or empties the query cache for a member change.
 *
 * - `signInAtom` (login, registration, visitor, binding, switch), `useSignOut()` (logout buttons),
 *   `endSessionAtom` (the client's error policy), `switchAccount` / `useSwitchSession` (one tap).
 * - `bindSessionCache(store, queryClient)` once per app: every member change empties that cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { sessionCacheAtom } from './state';

export { ACCOUNT_STORAGE_KEYS, STORAGE_KEYS, storage } from './local';
export {
  MAX_SAVED_ACCOUNTS,
  maskPhone,
  parseSavedAccounts,
  parseStoredLogin,
  rememberAccount,
  toStoredLogin,
  type SavedAccount,
  type StoredLogin,
} from './stored';
export {
  endSessionAtom,
  forgetTokenAtom,
  loginDataAtom,
  probeTokenAtom,
  requestTokenAtom,
  savedAccountsAtom,
  sessionEndedAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  userIdAtom,
} from './state';
export { switchAccount, type SwitchOutcome } from './switch';
export { SIGNED_OUT_PATH, useSignOut, useSwitchSession } from './hooks';

export const AUTO_LOGIN_PATH = '/login/autologin';

/** Lets the session's actions empty this app's query cache (the providers call it once). */
export function bindSessionCache(
  store: ReturnType<typeof createStore>,
  queryClient: QueryClient,
): void {
  store.set(sessionCacheAtom, queryClient);
}
