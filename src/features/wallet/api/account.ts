import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { userIdAtom } from '@/lib/session';

/** The member's wallet account: balance, tickets, pay-password state, withdrawal rules. */
export function walletAccountQuery(userId: string) {
  return queryOptions({
    queryKey: ['wallet', 'account', userId] as const,
    queryFn: ({ signal }) => request(userEndpoints.account, { path: { userId } }, { signal }),
  });
}

export function useWalletAccount() {
  const userId = useAtomValue(userIdAtom) ?? '';
  return useQuery({ ...walletAccountQuery(userId), enabled: Boolean(userId) });
}
