import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { ownEndpoints } from '@/api/endpoints/own';
import type { EndpointInput } from '@/api/contract';
import { endpointQuery } from '@/api/query-key';
import { FEED_KEY } from '@/lib/feed-paging';

/** The topics a post can carry. */
export function useTagChoices() {
  return useQuery({ ...endpointQuery(feedsEndpoints.tags, { query: {} }), staleTime: 30 * 60_000 });
}

export type NewPost = NonNullable<EndpointInput<typeof ownEndpoints.add>['body']>;

/**
 * Publishes a post; it waits for review. The screen shows a refusal (sensitive words) inline
 * itself, so the error policy's toast is left out. Own lists and counts refetch after.
 */
export function usePublishPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPost) => request(ownEndpoints.add, { body }, { notify: false }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [FEED_KEY] });
      void client.invalidateQueries({ queryKey: [ownEndpoints.count.id] });
    },
  });
}
