import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { AUTH_FAILURE_CODES } from '@/api/envelope';
import { currentUserQuery } from '@/lib/current-user';
import { tokenAtom, userIdAtom, type SavedAccount } from '@/lib/session';
import { useCompleteSignIn } from './use-complete-sign-in';

export type SwitchOutcome = 'signed-in' | 'expired' | 'failed';

/**
 * One-tap sign-in with a saved login: its token is put back and checked by fetching that
 * member's user info (the launch fetch). Accepted: signed in, back to where the member was.
 * Refused with an authentication code: 'expired' (the member types the password). Any other
 * failure: 'failed'. Either way the session that was there before (if any) is put back as it was.
 */
export function useSwitchAccount(): {
  switchTo: (account: SavedAccount) => Promise<SwitchOutcome>;
  pendingUserId: string | null;
} {
  const store = useStore();
  const queryClient = useQueryClient();
  const complete = useCompleteSignIn();
  const [pendingUserId, setPending] = useState<string | null>(null);

  const switchTo = useCallback(
    async (account: SavedAccount): Promise<SwitchOutcome> => {
      if (!account.token) return 'expired';
      setPending(account.userId);
      const before = { token: store.get(tokenAtom), userId: store.get(userIdAtom) };
      store.set(tokenAtom, account.token);
      store.set(userIdAtom, account.userId);
      try {
        await queryClient.fetchQuery({ ...currentUserQuery(account.userId), staleTime: 0 });
        complete(account);
        return 'signed-in';
      } catch (error) {
        const expired = isApiError(error) && AUTH_FAILURE_CODES.includes(error.code ?? '');
        store.set(tokenAtom, before.token);
        store.set(userIdAtom, before.userId);
        return expired ? 'expired' : 'failed';
      } finally {
        setPending(null);
      }
    },
    [complete, queryClient, store],
  );

  return { switchTo, pendingUserId };
}
