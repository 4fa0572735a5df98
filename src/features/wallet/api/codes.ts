import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { endpointKey } from '@/api/query-key';
import type { RechargeCardRecord } from '@/api/schemas/wallet';
import { invalidateMoney } from '@/lib/money';
import { isLostAnswer } from '@/lib/order-attempt';
import { userIdAtom } from '@/lib/session';

export const CARD_RECORDS_PAGE_SIZE = 20;

/**
 * A redemption whose answer was lost, read back from the records (trust rules: an unknown outcome
 * is said to be unknown and read back, never shown as a failure): `notMade` (no new record: the
 * balance did not change) or `unknown` (the records could not be read either).
 */
export class CardOutcomeError extends Error {
  constructor(readonly state: 'notMade' | 'unknown') {
    super(`recharge card ${state}`);
  }
}

/** The newest recharge card records, or null when they cannot be read. */
async function recentCardRecords(): Promise<RechargeCardRecord[] | null> {
  try {
    const page = await request(
      walletEndpoints.rechargeCardRecords,
      { query: { page: 1, size: CARD_RECORDS_PAGE_SIZE } },
      { notify: false },
    );
    return page.resultList;
  } catch {
    return null;
  }
}

/**
 * Redeeming a recharge card. `notify: false`: the screen shows a refusal ('already used',
 * 'expired'...) under the code, where the member can correct it. Every wallet query refetches
 * after it (balance, details, records). A lost answer may hide a card that was credited (sent
 * again, it would only say "already used"): the records read before sending and after it tell
 * (`checking` meanwhile); a new one is this card's, shown as redeemed, with the balance read afresh.
 */
export function useRedeemCard() {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom) ?? '';
  const [checking, setChecking] = useState(false);

  const readBack = async (before: RechargeCardRecord[] | null) => {
    const now = await recentCardRecords();
    if (!before || !now) throw new CardOutcomeError('unknown');
    const known = new Set(before.map((record) => record.orderId));
    const record = now.find((row) => !known.has(row.orderId));
    if (!record) throw new CardOutcomeError('notMade');
    const account = await request(userEndpoints.account, { path: { userId } }, { notify: false })
      .then((answer) => answer.availableBalance)
      .catch(() => null);
    return { record, availableBalance: account };
  };

  const mutation = useMutation({
    mutationFn: async (
      code: string,
    ): Promise<{ record: RechargeCardRecord; availableBalance: number | null }> => {
      const before = await recentCardRecords();
      try {
        return await request(walletEndpoints.rechargeCard, { body: { code } }, { notify: false });
      } catch (error) {
        if (!isLostAnswer(error)) throw error;
      }
      setChecking(true);
      return readBack(before);
    },
    onSettled: () => {
      setChecking(false);
      return invalidateMoney(queryClient);
    },
  });
  return { ...mutation, checking };
}

/** The member's redeemed recharge cards, newest first, a page at a time. */
export function cardRecordsQuery() {
  return infiniteQueryOptions({
    queryKey: endpointKey(
      walletEndpoints.rechargeCardRecords,
      { query: { page: 1, size: CARD_RECORDS_PAGE_SIZE } },
      'pages',
    ),
    queryFn: ({ pageParam, signal }) =>
      request(
        walletEndpoints.rechargeCardRecords,
        { query: { page: pageParam, size: CARD_RECORDS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useCardRecords() {
  return useInfiniteQuery(cardRecordsQuery());
}

/**
 * Redeeming an exchange code for VIP days or tickets. The tickets and the VIP state change, so
 * the wallet and whatever shows VIP (the person page, post locks) refetch: after a lost answer
 * too, when the code may have been redeemed (the screen's tickets are read back).
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request(walletEndpoints.exchange, { body: { code } }, { notify: false }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
