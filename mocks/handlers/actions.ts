import { actionsEndpoints as ep } from '@/api/endpoints/actions';
import type { LikeEntry } from '@/api/schemas/comment';
import type { MockDb } from '../db';
import { MockFailure, fail, handle } from '../platform/handle';
import { paginate } from '../platform/paging';
import { toUserBrief } from '../platform/views';
import { CONTENT_MESSAGES } from './content-messages';
import { setMark, visiblePostOrFail } from './content-store';
import { recordPostLike } from './inbox-events';

/** Follow state lives in core `db.follows`, shared with the user and accounts areas. */
function setFollow(db: MockDb, viewerId: string, userId: string, on: boolean) {
  if (!db.users[userId]) return fail(CONTENT_MESSAGES.userNotFound);
  if (viewerId === userId) return fail(CONTENT_MESSAGES.followSelf);
  setMark(db.follows, viewerId, userId, on);
  const fansNum = Object.values(db.follows).filter((ids) => ids.includes(userId)).length;
  return { follow: on, fansNum };
}

function setCollect(db: MockDb, viewerId: string, postId: string, on: boolean) {
  const post = visiblePostOrFail(db, postId, viewerId);
  if (post instanceof MockFailure) return post;
  if (setMark(db.content.collects, viewerId, postId, on)) post.collectNum += on ? 1 : -1;
  return { status: on ? (1 as const) : (0 as const), collectNum: post.collectNum };
}

/** The post of a comment or reply whose likes are asked for. */
function likedCommentPost(db: MockDb, commentId: string | undefined): string | undefined {
  if (!commentId) return undefined;
  const c = db.content;
  return (
    c.comments.find((x) => x.commentId === commentId)?.postId ??
    c.replies.find((r) => r.replyId === commentId)?.postId
  );
}

/** Likes of a post or a comment or, without either, of every post the viewer wrote. */
function likeEntries(
  db: MockDb,
  viewerId: string,
  q: { postId?: string; commentId?: string },
): LikeEntry[] {
  const c = db.content;
  if (q.commentId) {
    const postId = c.comments.find((x) => x.commentId === q.commentId)?.postId ?? q.postId ?? '';
    return Object.entries(c.commentLikes)
      .filter(([, ids]) => ids.includes(q.commentId!))
      .map(([userId]) => ({
        userInfo: toUserBrief(db, userId, viewerId),
        postId,
        commentId: q.commentId!,
      }));
  }
  const postIds = q.postId
    ? [q.postId]
    : c.posts.filter((p) => p.userId === viewerId).map((p) => p.postId);
  return Object.entries(c.likes).flatMap(([userId, ids]) =>
    ids
      .filter((id) => postIds.includes(id))
      .map((postId) => ({ userInfo: toUserBrief(db, userId, viewerId), postId, commentId: null })),
  );
}

export const actionsHandlers = [
  handle(ep.follow, ({ db, userId, path }) => setFollow(db, userId!, path.userId, path.type === 1)),
  handle(ep.unfollow, ({ db, userId, body }) => setFollow(db, userId!, body.userId, false)),
  handle(ep.like, ({ db, userId, body }) => {
    const on = body.status === 1;
    if (body.type === 0) {
      const post = visiblePostOrFail(db, body.postId, userId);
      if (post instanceof MockFailure) return post;
      if (setMark(db.content.likes, userId!, post.postId, on)) {
        post.thumbupNum += on ? 1 : -1;
        if (on) recordPostLike(db, userId!, post.postId);
      }
      return { status: body.status, thumbupNum: post.thumbupNum };
    }
    // Type 5: a comment, or one of its replies when replyId is given.
    const target = body.replyId
      ? db.content.replies.find((r) => r.replyId === body.replyId)
      : db.content.comments.find((x) => x.commentId === body.commentId);
    if (!target) return fail(CONTENT_MESSAGES.commentNotFound);
    const post = visiblePostOrFail(db, target.postId, userId);
    if (post instanceof MockFailure) return fail(CONTENT_MESSAGES.commentNotFound);
    const id = 'replyId' in target ? target.replyId : target.commentId;
    if (setMark(db.content.commentLikes, userId!, id, on)) target.thumbupNum += on ? 1 : -1;
    return { status: body.status, thumbupNum: target.thumbupNum };
  }),
  handle(ep.likeList, ({ db, userId, query }) => {
    const search = query.search?.trim().toLowerCase();
    // Only likes in force are kept: a withdrawn like (status 0) leaves no entry to list.
    if (query.status === 0) return paginate([], query.page, query.size);
    // Who liked a post someone else has not had approved is theirs to know only.
    const about = query.postId ?? likedCommentPost(db, query.commentId);
    if (about) {
      const post = visiblePostOrFail(db, about, userId);
      if (post instanceof MockFailure) return post;
    }
    const entries = likeEntries(db, userId!, query).filter(
      (e) =>
        !search ||
        e.userInfo.username.toLowerCase().includes(search) ||
        (e.userInfo.nickname ?? '').toLowerCase().includes(search),
    );
    return paginate(entries, query.page, query.size, query.sort);
  }),
  handle(ep.collect, ({ db, userId, body }) =>
    setCollect(db, userId!, body.postId, body.status === 1),
  ),
  handle(ep.cancelCollect, ({ db, userId, query }) => setCollect(db, userId!, query.postId, false)),
];
