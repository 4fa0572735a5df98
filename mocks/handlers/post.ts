import { postEndpoints as ep } from '@/api/endpoints/post';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { MockFailure, fail, handle } from '../platform/handle';
import { CONTENT_MESSAGES } from './content-messages';
import {
  findPost,
  freeViewsLeft,
  isUnlocked,
  postOrFail,
  removeWhere,
  setMark,
  canSee,
  visiblePostOrFail,
} from './content-store';
import { toFileView, toPostView } from './content-views';

/** Views the viewed list keeps per user. */
const VIEWED_LIST_LIMIT = 50;

export const postHandlers = [
  handle(ep.fileInfo, ({ db, userId, path, query }) => {
    const post = visiblePostOrFail(db, path.postId, userId);
    if (post instanceof MockFailure) return post;
    let usedFreeView = false;
    // flag 1: the viewer asks to open a locked post; a free view is spent when one is left.
    if (query.flag === 1 && !isUnlocked(db, userId, post) && (freeViewsLeft(db, userId) ?? 0) > 0) {
      setMark(db.content.freeViewsUsed, userId!, post.postId, true);
      usedFreeView = true;
    }
    const unlock = isUnlocked(db, userId, post);
    const files = unlock ? post.files : post.files.slice(0, 1);
    return {
      postId: post.postId,
      unlock,
      usedFreeView,
      freeViewsLeft: freeViewsLeft(db, userId) ?? 0,
      files: files.map((f) => toFileView(post, f, unlock)),
    };
  }),
  handle(ep.detail, ({ db, userId, path }) => {
    const post = findPost(db, path.id);
    // Pending and rejected posts are visible to their author only.
    if (!post || (post.reviewStatus !== 'approved' && post.userId !== userId))
      return fail(CONTENT_MESSAGES.postNotFound, PROPOSED_CODES.postNotFound.code);
    return toPostView(db, post, userId);
  }),
  handle(ep.remove, ({ db, userId, path }) => {
    const post = postOrFail(db, path.id);
    if (post instanceof MockFailure) return post;
    if (post.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    const c = db.content;
    removeWhere(c.posts, (p) => p.postId === post.postId);
    removeWhere(c.comments, (x) => x.postId === post.postId);
    removeWhere(c.replies, (x) => x.postId === post.postId);
    for (const lists of [c.likes, c.collects, c.views, c.unlocks, c.freeViewsUsed])
      for (const list of Object.values(lists)) removeWhere(list, (id) => id === post.postId);
    return null;
  }),
  handle(ep.videoPlay, ({ db, userId, body }) => {
    const file = db.content.posts
      .filter((p) => canSee(p, userId))
      .flatMap((p) => p.files)
      .find((f) => f.postFileId === body.postFileId && f.type === 2);
    if (!file) return fail(CONTENT_MESSAGES.postNotFound);
    file.playNum += 1;
    setMark(db.content.plays, userId!, file.postFileId, true);
    return { playNum: file.playNum };
  }),
  handle(ep.read, ({ db, userId, body }) => {
    const post = visiblePostOrFail(db, body.postId, userId);
    if (post instanceof MockFailure) return post;
    post.viewNum += 1;
    const views = (db.content.views[userId!] ??= []);
    removeWhere(views, (id) => id === post.postId);
    views.unshift(post.postId);
    views.splice(VIEWED_LIST_LIMIT);
    return { viewNum: post.viewNum };
  }),
  handle(ep.closeComment, ({ db, userId, body }) => {
    const post = postOrFail(db, body.postId);
    if (post instanceof MockFailure) return post;
    if (post.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    post.closeComment = body.status === 1;
    return null;
  }),
];
