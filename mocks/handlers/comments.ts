import { commentsEndpoints as ep } from '@/api/endpoints/comments';
import { MAX_TOPPED_COMMENTS } from '@/api/schemas/comment';
import type { MockDb } from '../db';
import { MockFailure, fail, handle } from '../platform/handle';
import { inOrder, paginate } from '../platform/paging';
import { CONTENT_MESSAGES } from './content-messages';
import {
  checkMayComment,
  checkText,
  commentsOf,
  commentTotal,
  newId,
  postOrFail,
  removeWhere,
  repliesOf,
  tick,
  visiblePostOrFail,
} from './content-store';
import { toCommentView, toReplyView } from './content-views';
import { batchDelete } from './comment-removal';
import { checkReport } from './reports';

/** A first-level comment: the post must exist, be open to this user, and the text pass the checks. */
function addComment(db: MockDb, userId: string, body: { postId: string; content: string }) {
  const post = visiblePostOrFail(db, body.postId, userId);
  if (post instanceof MockFailure) return post;
  const refused = checkMayComment(db, post, userId) ?? checkText(db, body.content);
  if (refused) return refused;
  const comment = {
    commentId: newId(db),
    postId: post.postId,
    userId,
    content: body.content.trim(),
    toppedAt: null,
    thumbupNum: 0,
    createdAt: tick(db),
  };
  db.content.comments.push(comment);
  return toCommentView(db, comment, userId);
}

/** Comma-separated ids of a query (the client joins arrays with ','). */
function idList(text: string | undefined): string[] {
  return (text ?? '').split(',').filter(Boolean);
}

function commentOf(db: MockDb, commentId: string, postId?: string) {
  const comment = db.content.comments.find(
    (c) => c.commentId === commentId && (!postId || c.postId === postId),
  );
  return comment ?? fail(CONTENT_MESSAGES.commentNotFound);
}

export const commentsHandlers = [
  handle(ep.add, ({ db, userId, body }) => addComment(db, userId!, body)),
  handle(ep.page, ({ db, userId, query }) => {
    const post = visiblePostOrFail(db, query.postId, userId);
    if (post instanceof MockFailure) return post;
    // Pinned comments stay on top; `sort` orders the others (asc, the spec's default: newest first).
    const all = commentsOf(db, post.postId);
    const pinned = all.slice(0, MAX_TOPPED_COMMENTS).filter((c) => c.toppedAt);
    const rest = inOrder(
      all.filter((c) => !pinned.includes(c)),
      query.sort,
      'asc',
    );
    const page = paginate([...pinned, ...rest], query.page, query.size);
    return { ...page, resultList: page.resultList.map((c) => toCommentView(db, c, userId)) };
  }),
  handle(ep.replyPost, ({ db, userId, body }) => addComment(db, userId!, body)),
  handle(ep.replyComment, ({ db, userId, body }) => {
    const comment = commentOf(db, body.commentId, body.postId);
    if (comment instanceof MockFailure) return comment;
    const post = visiblePostOrFail(db, comment.postId, userId);
    if (post instanceof MockFailure) return post;
    const refused = checkMayComment(db, post, userId!) ?? checkText(db, body.content);
    if (refused) return refused;
    const answered = body.replyId
      ? db.content.replies.find((r) => r.replyId === body.replyId)
      : undefined;
    const reply = {
      replyId: newId(db),
      commentId: comment.commentId,
      postId: comment.postId,
      userId: userId!,
      toUserId: answered?.userId ?? null,
      content: body.content.trim(),
      thumbupNum: 0,
      createdAt: tick(db),
    };
    db.content.replies.push(reply);
    return toReplyView(db, reply, userId);
  }),
  handle(ep.childReplies, ({ db, userId, query }) => {
    const comment = commentOf(db, query.commentId);
    if (comment instanceof MockFailure) return comment;
    const post = visiblePostOrFail(db, comment.postId, userId);
    if (post instanceof MockFailure) return post;
    const shown = idList(query.notInReplyIdList);
    const rows = repliesOf(db, query.commentId).filter((r) => !shown.includes(r.replyId));
    const page = paginate(rows, query.page, query.size);
    return { ...page, resultList: page.resultList.map((r) => toReplyView(db, r, userId)) };
  }),
  handle(ep.reportTypes, ({ db, lang }) =>
    db.content.reportTypes.map((t) => ({ id: t.id, name: t.name[lang] })),
  ),
  handle(ep.report, ({ db, userId, body }) => {
    const refused = checkReport(db, userId!, body);
    if (refused) return refused;
    db.content.reports.push({
      reporterId: userId!,
      typeId: body.typeId ?? null,
      content: body.content,
      reportUserId: body.reportUserId,
      postId: body.postId ?? null,
      commentId: body.commentId ?? null,
      replyId: body.replyId ?? null,
      at: tick(db),
    });
    return null;
  }),
  handle(ep.batchDelete, ({ db, userId, body }) => batchDelete(db, userId!, body)),
  handle(ep.top, ({ db, userId, body }) => {
    const post = postOrFail(db, body.postId);
    if (post instanceof MockFailure) return post;
    if (post.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    const comment = commentOf(db, body.commentId, body.postId);
    if (comment instanceof MockFailure) return comment;
    if (body.status === 0) comment.toppedAt = null;
    else if (!comment.toppedAt) {
      const pinned = db.content.comments.filter((c) => c.postId === post.postId && c.toppedAt);
      if (pinned.length >= MAX_TOPPED_COMMENTS) return fail(CONTENT_MESSAGES.topLimit);
      comment.toppedAt = tick(db);
    }
    return null;
  }),
  handle(ep.remove, ({ db, userId, query }) => {
    const comment = commentOf(db, query.commentId, query.postId);
    if (comment instanceof MockFailure) return comment;
    const postOwner = db.content.posts.find((p) => p.postId === comment.postId)?.userId;
    if (comment.userId !== userId && postOwner !== userId) return fail(CONTENT_MESSAGES.notAllowed);
    removeWhere(db.content.comments, (c) => c.commentId === comment.commentId);
    removeWhere(db.content.replies, (r) => r.commentId === comment.commentId);
    return { commentNum: commentTotal(db, comment.postId) };
  }),
  handle(ep.removeReply, ({ db, userId, query }) => {
    const reply = db.content.replies.find(
      (r) => r.replyId === query.replyId && r.commentId === query.commentId,
    );
    if (!reply) return fail(CONTENT_MESSAGES.commentNotFound);
    const postOwner = db.content.posts.find((p) => p.postId === reply.postId)?.userId;
    if (reply.userId !== userId && postOwner !== userId) return fail(CONTENT_MESSAGES.notAllowed);
    removeWhere(db.content.replies, (r) => r.replyId === reply.replyId);
    const shown = idList(query.notInReplyIdList);
    const remaining = repliesOf(db, reply.commentId);
    const next = remaining.find((r) => !shown.includes(r.replyId));
    return { commentNum: remaining.length, next: next ? toReplyView(db, next, userId) : null };
  }),
];
