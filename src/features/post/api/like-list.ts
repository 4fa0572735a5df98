import { actionsEndpoints } from '@/api/endpoints/actions';
import type { LikeEntry } from '@/api/schemas/comment';
import { endpointFeed, FEED_PAGE_SIZE } from '@/lib/feed-paging';

/** Whose likes: a post's, or a comment's (a reply is a comment here: the call takes its id). */
export type LikeSubject = { postId: string } | { commentId: string };

/**
 * Who liked a post or a comment, page by page, filtered by a name when `search` is set (the
 * server matches it). Each search is its own cache entry, so clearing it shows the full list
 * again at once.
 */
export function likeListFeed(subject: LikeSubject, search: string) {
  const term = search.trim();
  return endpointFeed<typeof actionsEndpoints.likeList, LikeEntry>(actionsEndpoints.likeList, {
    query: { ...subject, size: FEED_PAGE_SIZE, ...(term ? { search: term } : {}) },
  });
}
