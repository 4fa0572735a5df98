import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutAtom } from './state';
import { switchAccount, type SwitchOutcome } from './switch';
import type { SavedAccount } from './stored';

/** Where a member lands after signing out: the login form (the saved logins are one tap away). */
export const SIGNED_OUT_PATH = '/login';

/**
 * THE way to sign out (settings' logout button, the saved-accounts page): the token goes from
 * everywhere it is kept, the query cache is emptied (in-flight calls cancelled), and the member
 * goes to the login page, or stays where they are with `{ to: null }`.
 */
export function useSignOut(): (options?: { to?: string | null }) => void {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(
    (options) => {
      store.set(signOutAtom);
      const to = options?.to === undefined ? SIGNED_OUT_PATH : options.to;
      if (to) void navigate(to, { replace: true });
    },
    [navigate, store],
  );
}

/** `switchAccount` bound to the app's store. */
export function useSwitchSession(): (account: SavedAccount) => Promise<SwitchOutcome> {
  const store = useStore();
  return useCallback((account: SavedAccount) => switchAccount(store, account), [store]);
}
