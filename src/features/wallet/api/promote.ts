import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { endpointKey } from '@/api/query-key';

/** The people the member invited (the promotion list), a page at a time. */
export function inviteesQuery() {
  return infiniteQueryOptions({
    queryKey: endpointKey(authEndpoints.inviteList, { body: { page: 1, size: 20 } }, 'pages'),
    queryFn: ({ pageParam }) =>
      request(authEndpoints.inviteList, { body: { page: pageParam, size: 20 } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useInvitees() {
  return useInfiniteQuery(inviteesQuery());
}

/** The member's monthly subscription price (0 stops offering one). */
export function useSetSubscriptionPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (price: number) =>
      request(walletEndpoints.setSubscriptionPrice, { path: { price } }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
