import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { ownEndpoints } from '@/api/endpoints/own';
import type { EndpointInput } from '@/api/contract';
import { endpointQuery } from '@/api/query-key';
import { FEED_KEY } from '@/lib/feed-paging';

/**
 * The tag type of topics (travel, food…), the tags a member gives a post. The spec lists `tagType`
 * on the tags call without its values: the seed's other type (2) is the short and long video
 * lists, which the server files a video under by its length, not the member's pick.
 */
export const TOPIC_TAG_TYPE = 1;

/** The topics a post can carry. */
export function useTagChoices() {
  return useQuery({
    ...endpointQuery(feedsEndpoints.tags, { query: { tagType: TOPIC_TAG_TYPE } }),
    staleTime: 30 * 60_000,
  });
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
