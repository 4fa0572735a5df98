import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { vipInfoEndpoint } from '@/api/endpoints/start';
import { endpointKey } from '@/api/query-key';
import { isOwnUserInfo, type OwnUserInfo } from '@/api/schemas/user';
import { tokenAtom, userIdAtom } from './session';

/**
 * The signed-in member's user and VIP info; the shell fetches it at launch. Keyed like every call
 * (`endpointQuery`): the member's id is in the key, so one member's entry is never read for another.
 */
export function currentUserQuery(userId: string) {
  const input = { path: { userId } };
  return queryOptions<OwnUserInfo>({
    queryKey: endpointKey(vipInfoEndpoint, input),
    queryFn: async ({ signal }) => {
      const info = await request(vipInfoEndpoint, input, { signal });
      // The call answers someone else's id with public fields only: an answer without the
      // private ones is not this member's (a stale id), and no screen is shown half of it.
      if (!isOwnUserInfo(info)) throw new Error('user.vipInfo answered public fields only');
      return info;
    },
    staleTime: 60_000,
  });
}

/** Marks the current user's info stale (after a change to the profile, VIP or balance). */
export function invalidateCurrentUser(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [vipInfoEndpoint.id] });
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
