import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { endpointKey } from '@/api/query-key';
import { payPasswordGuardSchema, type PayPasswordGuard } from '@/api/schemas/security';

/**
 * Issue 27: the pay password's guard against guessing, as every place that asks for the pay
 * password shows it (the pay sheet, withdrawal, adding a card, changing the pay password). The
 * server keeps the count and the lock (so they hold across reloads and sheets); the client only
 * reads its numbers: from the pay-password state, and at once from a refusal's `data`.
 */

const GUARD_CODES: readonly string[] = [
  PROPOSED_CODES.payPasswordWrong.code,
  PROPOSED_CODES.payPasswordLocked.code,
];

/** The guard a refused pay password carries, or null for any other failure. */
export function guardOfRefusal(error: unknown): PayPasswordGuard | null {
  if (!isApiError(error) || !GUARD_CODES.includes(error.code ?? '')) return null;
  const parsed = payPasswordGuardSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The pay-password state (set or not, and its guard); one cache entry for every screen. */
export function paySafetyQuery() {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.paySafety, {}),
    queryFn: ({ signal }) => request(walletEndpoints.paySafety, {}, { signal }),
    staleTime: 0,
  });
}

export interface ShownGuard {
  locked: boolean;
  triesLeft: number;
  maxTries: number;
  /** When the lock ends on this device's clock (ms), counted from when the answer arrived. */
  endsAt: number | null;
  /** Whole minutes the lock had left when the answer arrived. */
  minutesLeft: number | null;
}

export function usePayPasswordGuard() {
  const queryClient = useQueryClient();
  const safety = useQuery(paySafetyQuery());
  const data = safety.data;
  const guard: ShownGuard | null = data
    ? {
        locked: data.lockedUntil !== null,
        triesLeft: data.triesLeft,
        maxTries: data.maxTries,
        endsAt:
          data.retryAfterSeconds === null
            ? null
            : safety.dataUpdatedAt + data.retryAfterSeconds * 1000,
        minutesLeft:
          data.retryAfterSeconds === null ? null : Math.ceil(data.retryAfterSeconds / 60),
      }
    : null;

  // When the lock ends the server lifts it: ask again then, so the boxes open by themselves.
  const endsAt = guard?.endsAt ?? null;
  const { refetch } = safety;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, endsAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [endsAt, refetch]);

  /** A refusal's numbers replace the state at once (no wait for a refetch). */
  const noteRefusal = (error: unknown) => {
    const fresh = guardOfRefusal(error);
    if (!fresh) return;
    const key = paySafetyQuery().queryKey;
    if (queryClient.getQueryData(key)) {
      queryClient.setQueryData(key, (old) => (old ? { ...old, ...fresh } : old));
    } else void queryClient.invalidateQueries({ queryKey: key });
  };

  return { guard, noteRefusal };
}
