import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { postEndpoints } from '@/api/endpoints/post';
import { postDetailKey } from '@/components/post-card';

/**
 * The post the comment pages are about. Keyed like post detail (postDetailKey), so the two share
 * one entry: a comment sent here raises the count on post detail and on every card (patchPost).
 */
export function commentedPostQuery(postId: string) {
  return queryOptions({
    queryKey: postDetailKey(postId),
    queryFn: ({ signal }) => request(postEndpoints.detail, { path: { id: postId } }, { signal }),
    enabled: postId !== '',
  });
}
export const useCommentedPost = (postId: string) => useQuery(commentedPostQuery(postId));
