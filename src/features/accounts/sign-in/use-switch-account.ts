import { useCallback, useState } from 'react';
import { useSwitchSession, type SavedAccount, type SwitchOutcome } from '@/lib/session';
import { useCompleteSignIn } from './use-complete-sign-in';

export type { SwitchOutcome };

/**
 * One-tap sign-in with a saved login (the session module tries its token without touching the
 * session that is there). Accepted: signed in, back to where the member was. Refused with an
 * authentication code: 'expired' (the token is forgotten; the member types the password). Any
 * other failure: 'failed', nothing changed.
 */
export function useSwitchAccount(): {
  switchTo: (account: SavedAccount) => Promise<SwitchOutcome>;
  pendingUserId: string | null;
} {
  const trySwitch = useSwitchSession();
  const complete = useCompleteSignIn();
  const [pendingUserId, setPending] = useState<string | null>(null);

  const switchTo = useCallback(
    async (account: SavedAccount): Promise<SwitchOutcome> => {
      if (!account.token) return 'expired';
      setPending(account.userId);
      try {
        const outcome = await trySwitch(account);
        // Signed in already: this only stores the login again (same data) and goes back.
        if (outcome === 'signed-in') complete(account);
        return outcome;
      } finally {
        setPending(null);
      }
    },
    [complete, trySwitch],
  );

  return { switchTo, pendingUserId };
}
