import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { userIdAtom } from '@/lib/session';
import { endpointKey } from '@/api/query-key';

/** The member's wallet account: balance, tickets, pay-password state, withdrawal rules. */
export function walletAccountQuery(userId: string) {
  return queryOptions({
    queryKey: endpointKey(userEndpoints.account, { path: { userId } }),
    queryFn: ({ signal }) => request(userEndpoints.account, { path: { userId } }, { signal }),
  });
}

export function useWalletAccount() {
  const userId = useAtomValue(userIdAtom) ?? '';
  return useQuery({ ...walletAccountQuery(userId), enabled: Boolean(userId) });
}
