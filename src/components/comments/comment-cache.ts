import type { QueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { commentsEndpoints } from '@/api/endpoints/comments';
import { endpointKey } from '@/api/query-key';
import type { Comment, Reply } from '@/api/schemas/comment';
import { patchPost } from '@/components/post-card/post-cache';
import { FEED_PAGE_SIZE, applyThroughReads, feedQuery, type FeedData } from '@/lib/feed-paging';

/**
 * The comments of a post live in one infinite query (10 a page, sort asc as the spec asks; the
 * server puts up to 3 pinned first, then the newest). Replies loaded with "show more replies" are
 * appended to their comment's `childLists` in that same cache entry, so a comment scrolled out of
 * the virtual list and back, or a page left and come back to, shows what was already loaded.
 */
export function commentsQuery(postId: string) {
  const query = { postId, page: 1, size: FEED_PAGE_SIZE, sort: 'asc' as const };
  // Keyed by its first page: the 'pages' variant holds every page after it.
  return feedQuery<Comment>(
    endpointKey(commentsEndpoints.page, { query }, 'pages'),
    (page, signal) => request(commentsEndpoints.page, { query: { ...query, page } }, { signal }),
  );
}

export const commentsKey = (postId: string) => commentsQuery(postId).queryKey;

type CommentPatch = (comment: Comment) => Comment | null;

/** Applies `patch` to one comment of the post's list; a null answer removes the comment. */
export function patchComment(
  client: QueryClient,
  postId: string,
  commentId: string,
  patch: CommentPatch,
): void {
  client.setQueryData<FeedData<Comment>>(commentsKey(postId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        resultList: page.resultList.flatMap((c) => {
          if (c.commentId !== commentId) return [c];
          const next = patch(c);
          return next ? [next] : [];
        }),
      })),
    };
  });
}

/**
 * applyThroughReads for the post's list (`apply` gives the same result made twice). A page read
 * that began while a pending row was shown (the list asks for its next page as the new row moves
 * it) put back the pending row that the server's answer had replaced, and the row stayed pending
 * (disabled) until a reload.
 */
export function patchThroughRead(client: QueryClient, postId: string, apply: () => void): void {
  applyThroughReads(client, { queryKey: commentsKey(postId), exact: true }, apply);
}

/** Puts a new comment at the head of the list, after the pinned ones (where the server puts it). */
export function insertComment(client: QueryClient, postId: string, comment: Comment): void {
  client.setQueryData<FeedData<Comment>>(commentsKey(postId), (data) => {
    if (!data?.pages.length) return data;
    const [first, ...rest] = data.pages;
    const rows = first!.resultList;
    const pinned = rows.filter((c) => c.top).length;
    const resultList = [...rows.slice(0, pinned), comment, ...rows.slice(pinned)];
    return { ...data, pages: [{ ...first!, resultList }, ...rest] };
  });
}

export function removeComment(client: QueryClient, postId: string, commentId: string): void {
  patchComment(client, postId, commentId, () => null);
}

type ReplyPatch = (reply: Reply) => Reply | null;

export function patchReply(
  client: QueryClient,
  postId: string,
  commentId: string,
  replyId: string,
  patch: ReplyPatch,
): void {
  patchComment(client, postId, commentId, (c) => ({
    ...c,
    childLists: c.childLists.flatMap((r) => {
      if (r.replyId !== replyId) return [r];
      const next = patch(r);
      return next ? [next] : [];
    }),
  }));
}

/** Moves the post's comment count (comments and replies) on every card and detail that shows it. */
export function addToCommentCount(client: QueryClient, postId: string, delta: number): void {
  patchPost(client, postId, (p) => ({ ...p, commentNum: Math.max(0, p.commentNum + delta) }));
}

export function setCommentCount(client: QueryClient, postId: string, commentNum: number): void {
  patchPost(client, postId, (p) => ({ ...p, commentNum }));
}

/** A row made on this device and not yet answered by the server. */
export const PENDING_PREFIX = 'pending-';
export const isPending = (id: string) => id.startsWith(PENDING_PREFIX);
let pendingSeq = 0;
export const pendingId = () => `${PENDING_PREFIX}${(pendingSeq += 1)}`;
