import type { MockDb } from '../db';
import { MockFailure, fail } from '../platform/handle';
import { CONTENT_MESSAGES } from './content-messages';
import { postOrFail, removeWhere } from './content-store';

interface BatchDeleteBody {
  postId: string;
  commentParamList: Array<{ commentId: string; replyIdList: string[] }>;
}

/**
 * Batch delete (section 4): an empty replyIdList removes the whole comment with its replies,
 * otherwise only the listed replies go. The post owner may remove anything on the post; others
 * only what they wrote. Nothing is removed unless every item is allowed.
 */
export function batchDelete(db: MockDb, userId: string, body: BatchDeleteBody) {
  if (!body.commentParamList.length) return fail(CONTENT_MESSAGES.nothingSelected);
  const post = postOrFail(db, body.postId);
  if (post instanceof MockFailure) return post;
  const c = db.content;
  const isOwner = post.userId === userId;
  const commentIds: string[] = [];
  const replyIds: string[] = [];
  const authors = new Set<string>();
  for (const item of body.commentParamList) {
    const comment = c.comments.find(
      (x) => x.commentId === item.commentId && x.postId === post.postId,
    );
    if (!comment) return fail(CONTENT_MESSAGES.commentNotFound);
    if (!item.replyIdList.length) {
      if (!isOwner && comment.userId !== userId) return fail(CONTENT_MESSAGES.notAllowed);
      commentIds.push(comment.commentId);
      authors.add(comment.userId);
      continue;
    }
    for (const replyId of item.replyIdList) {
      const reply = c.replies.find(
        (r) => r.replyId === replyId && r.commentId === comment.commentId,
      );
      if (!reply) return fail(CONTENT_MESSAGES.commentNotFound);
      if (!isOwner && reply.userId !== userId) return fail(CONTENT_MESSAGES.notAllowed);
      replyIds.push(replyId);
      authors.add(reply.userId);
    }
  }
  removeWhere(c.comments, (x) => commentIds.includes(x.commentId));
  const cascaded = removeWhere(c.replies, (r) => commentIds.includes(r.commentId));
  const direct = removeWhere(c.replies, (r) => replyIds.includes(r.replyId));
  return { commentNum: commentIds.length, replyNum: direct + cascaded, userNum: authors.size };
}
