import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { tokenAtom, userIdAtom } from './session';

/** The signed-in member's user and VIP info; the shell fetches it at launch. */
export function currentUserQuery(userId: string) {
  return queryOptions({
    queryKey: ['user', 'current', userId] as const,
    queryFn: ({ signal }) => request(userEndpoints.vipInfo, { path: { userId } }, { signal }),
    staleTime: 60_000,
  });
}

/**
 * The current member from the query cache (fetched once by the shell at launch, shared by every
 * screen). Disabled, with no data, while signed out.
 */
export function useCurrentUser() {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    ...currentUserQuery(userId ?? ''),
    enabled: Boolean(token && userId),
  });
}
