import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { LIKE_TYPES, actionsEndpoints } from '@/api/endpoints/actions';
import { REPLY_REMOVED_BY_OWNER, commentsEndpoints } from '@/api/endpoints/comments';
import { postEndpoints } from '@/api/endpoints/post';
import { REPLY_PAGE_SIZE, type Comment, type Reply } from '@/api/schemas/comment';
import type { UserBrief } from '@/api/schemas/user';
import { patchPost } from '@/components/post-card/post-cache';
import { userIdAtom } from '@/lib/session';
import {
  addToCommentCount,
  commentsKey,
  insertComment,
  patchComment,
  patchReply,
  patchThroughRead,
  pendingId,
  removeComment,
  setCommentCount,
} from './comment-cache';

/**
 * What a member does to the comments of one post. Writing and liking are optimistic (shown at
 * once, put back on failure); pinning and deleting wait for the server, whose refusal (the fourth
 * pin, a comment already gone) the error policy shows in a notification.
 */

/** Who a new comment answers: the post (null), a comment, or a reply of that comment. */
export interface ReplyTarget {
  commentId: string;
  replyId?: string;
  /** The name written as "@name" in the box. */
  name: string;
}

export interface SendInput {
  content: string;
  target: ReplyTarget | null;
  author: UserBrief;
}

type Sent = { kind: 'comment'; comment: Comment } | { kind: 'reply'; reply: Reply };

const shownIds = (comment: Comment, except?: string) =>
  comment.childLists
    .map((r) => r.replyId)
    .filter((id) => id !== except)
    .join(',');

/**
 * Sends a comment or a reply. `endpoint` picks the post-level call: post detail uses "add
 * comment", the comment page uses "reply to post" (the spec lists both; they behave alike).
 */
export function useSendComment(postId: string, endpoint: 'add' | 'replyPost' = 'add') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, target }: SendInput): Promise<Sent> =>
      target
        ? {
            kind: 'reply',
            reply: await request(commentsEndpoints.replyComment, {
              body: { postId, commentId: target.commentId, replyId: target.replyId, content },
            }),
          }
        : {
            kind: 'comment',
            comment: await request(commentsEndpoints[endpoint], { body: { postId, content } }),
          },
    onMutate: async ({ content, target, author }) => {
      // A list read still on its way would answer without this comment and replace the row shown
      // now (a member who sends before the list has loaded, on a slow phone): stop it, and read
      // the list again once the server has answered (onSettled). Without a loaded list there is
      // no row to show either, so the same read brings the comment.
      const key = commentsKey(postId);
      const reread = client.isFetching({ queryKey: key }) > 0 || !client.getQueryData(key);
      await client.cancelQueries({ queryKey: key });
      const id = pendingId();
      const now = new Date().toISOString();
      const row = { userInfo: author, content: content.trim(), isThumbup: false, thumbupNum: 0 };
      if (target) {
        const reply: Reply = {
          ...row,
          replyId: id,
          commentId: target.commentId,
          toUserInfo: null,
          createdAt: now,
        };
        patchComment(client, postId, target.commentId, (c) => ({
          ...c,
          childLists: [...c.childLists, reply],
          commentNum: c.commentNum + 1,
        }));
      } else {
        insertComment(client, postId, {
          ...row,
          commentId: id,
          postId,
          userId: author.userId,
          top: false,
          childLists: [],
          commentNum: 0,
          pages: 0,
          hasNextPage: false,
          createdAt: now,
        });
      }
      addToCommentCount(client, postId, 1);
      return { id, reread };
    },
    onSuccess: (saved, { target }, context) =>
      patchThroughRead(client, postId, () => {
        if (saved.kind === 'reply' && target) {
          patchReply(client, postId, target.commentId, context.id, () => saved.reply);
        } else if (saved.kind === 'comment') {
          patchComment(client, postId, context.id, () => saved.comment);
        }
      }),
    onSettled: (_data, _error, _input, context) =>
      context?.reread ? client.invalidateQueries({ queryKey: commentsKey(postId) }) : undefined,
    onError: (_error, { target }, context) => {
      if (!context) return;
      if (target) {
        // The count first, once; the row's removal again after a read on its way (patchThroughRead).
        patchComment(client, postId, target.commentId, (c) => ({
          ...c,
          commentNum: Math.max(0, c.commentNum - 1),
        }));
        patchThroughRead(client, postId, () =>
          patchReply(client, postId, target.commentId, context.id, () => null),
        );
      } else {
        patchThroughRead(client, postId, () => removeComment(client, postId, context.id));
      }
      addToCommentCount(client, postId, -1);
    },
  });
}

/** "Show more replies": the next 3, skipping the ones already on screen (notInReplyIdList). */
export function useMoreReplies(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) =>
      request(commentsEndpoints.childReplies, {
        query: {
          commentId: comment.commentId,
          page: 1,
          size: REPLY_PAGE_SIZE,
          notInReplyIdList: shownIds(comment) || undefined,
        },
      }),
    onSuccess: (page, comment) =>
      patchComment(client, postId, comment.commentId, (c) => {
        const known = new Set(c.childLists.map((r) => r.replyId));
        return {
          ...c,
          childLists: [...c.childLists, ...page.resultList.filter((r) => !known.has(r.replyId))],
          hasNextPage: page.hasNextPage,
        };
      }),
  });
}

interface LikeInput {
  comment: Comment;
  reply?: Reply;
  on: boolean;
}

/** Likes a comment or a reply (toggle type 5). */
export function useLikeComment(postId: string) {
  const client = useQueryClient();
  const apply = (
    { comment, reply }: LikeInput,
    isThumbup: boolean,
    count: (n: number) => number,
  ) =>
    reply
      ? patchReply(client, postId, comment.commentId, reply.replyId, (r) => ({
          ...r,
          isThumbup,
          thumbupNum: count(r.thumbupNum),
        }))
      : patchComment(client, postId, comment.commentId, (c) => ({
          ...c,
          isThumbup,
          thumbupNum: count(c.thumbupNum),
        }));
  return useMutation({
    mutationFn: ({ comment, reply, on }: LikeInput) =>
      request(actionsEndpoints.like, {
        body: {
          type: LIKE_TYPES.comment,
          postId,
          commentId: comment.commentId,
          replyId: reply?.replyId,
          status: on ? 1 : 0,
        },
      }),
    onMutate: (input) => {
      const before = input.reply ?? input.comment;
      apply(input, input.on, (n) => Math.max(0, n + (input.on ? 1 : -1)));
      return { isThumbup: before.isThumbup, thumbupNum: before.thumbupNum };
    },
    onSuccess: (answer, input) => apply(input, answer.status === 1, () => answer.thumbupNum),
    onError: (_error, input, before) => {
      if (before) apply(input, before.isThumbup, () => before.thumbupNum);
    },
  });
}

/** The post owner pins (up to 3) or unpins: the list is read again in the server's order. */
export function usePinComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, on }: { comment: Comment; on: boolean }) =>
      request(commentsEndpoints.top, {
        body: { commentId: comment.commentId, postId, status: on ? 1 : 0 },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(postId) }),
  });
}

export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) =>
      request(commentsEndpoints.remove, { query: { commentId: comment.commentId, postId } }),
    onSuccess: (answer, comment) => {
      removeComment(client, postId, comment.commentId);
      setCommentCount(client, postId, answer.commentNum);
    },
  });
}

/** Deletes a reply; the server answers the next reply not shown, which takes its place. */
export function useDeleteReply(postId: string) {
  const client = useQueryClient();
  const viewerId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: ({ comment, reply }: { comment: Comment; reply: Reply }) =>
      request(commentsEndpoints.removeReply, {
        query: {
          commentId: comment.commentId,
          postId,
          replyId: reply.replyId,
          notInReplyIdList: shownIds(comment, reply.replyId) || undefined,
          // The spec's "delete another's reply" carries status: the post owner removing a reply
          // that is not theirs (REPLY_REMOVED_BY_OWNER, comments.removeReply's `expects`).
          status: reply.userInfo.userId === viewerId ? undefined : REPLY_REMOVED_BY_OWNER,
        },
      }),
    onSuccess: (answer, { comment, reply }) => {
      patchComment(client, postId, comment.commentId, (c) => {
        const kept = c.childLists.filter((r) => r.replyId !== reply.replyId);
        const childLists = answer.next ? [...kept, answer.next] : kept;
        return {
          ...c,
          childLists,
          commentNum: answer.commentNum,
          hasNextPage: childLists.length < answer.commentNum,
        };
      });
      addToCommentCount(client, postId, -1);
    },
  });
}

/** One row of a batch: a whole comment (no replies listed) or some of its replies. */
export interface BatchItem {
  commentId: string;
  replyIdList: string[];
}

export function useBatchDelete(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: BatchItem[]) =>
      request(commentsEndpoints.batchDelete, { body: { postId, commentParamList: items } }),
    onSuccess: (answer) => {
      addToCommentCount(client, postId, -(answer.commentNum + answer.replyNum));
      return client.invalidateQueries({ queryKey: commentsKey(postId) });
    },
  });
}

/** The post owner closes (status 1) or opens (status 0) the comments of the post. */
export function useCloseComments(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) =>
      request(postEndpoints.closeComment, { body: { postId, status: closed ? 1 : 0 } }),
    onSuccess: (_data, closed) =>
      patchPost(client, postId, (p) => ({ ...p, closeComment: closed })),
  });
}
