import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { postEndpoints } from '@/api/endpoints/post';
import { postDetailKey } from '@/components/post-card/post-cache';

/**
 * A post's detail. On its own, with only what the app's entry already loads, so the route's
 * loader (../prefetch.ts) can start it before the page's code has arrived.
 */
export function postDetailQuery(postId: string) {
  return queryOptions({
    queryKey: postDetailKey(postId),
    queryFn: ({ signal }) => request(postEndpoints.detail, { path: { id: postId } }, { signal }),
  });
}
