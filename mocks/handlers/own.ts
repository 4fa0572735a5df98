import { PROPOSED_CODES } from '@/api/proposed-codes';
import { ownEndpoints as ep } from '@/api/endpoints/own';
import type { PostFileRow, PostRow } from '@fixtures/content';
import type { MockDb } from '../db';
import { visibleTo } from '../db/snapshot-review';
import { fail, handle } from '../platform/handle';
import { CONTENT_MESSAGES } from './content-messages';
import {
  byPostType,
  checkText,
  findPost,
  hasSensitiveWord,
  listOf,
  newId,
  tick,
} from './content-store';
import { pagePosts } from './content-views';

/** Posts of ids in list order, skipping deleted ones and others' unapproved ones. */
function postsOfIds(db: MockDb, ids: string[], viewerId: string): PostRow[] {
  return ids
    .map((id) => findPost(db, id))
    .filter((p) => p !== undefined)
    .filter((p) => p.reviewStatus === 'approved' || p.userId === viewerId);
}

/** The viewer sees all of their own posts; anyone else's only once approved. */
function postsBy(db: MockDb, authorId: string, viewerId: string): PostRow[] {
  return db.content.posts
    .filter(
      (p) => p.userId === authorId && (authorId === viewerId || p.reviewStatus === 'approved'),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

type NewFile = { type: 1 | 2; url: string; width?: number; height?: number };

function toFileRows(postId: string, files: NewFile[]): PostFileRow[] {
  return files.map((f, i) => ({
    postFileId: `${postId}-${f.type === 2 ? 'v' : i + 1}`,
    type: f.type,
    url: f.url,
    width: f.width ?? (f.type === 2 ? 720 : 600),
    height: f.height ?? (f.type === 2 ? 1280 : 800),
    duration: f.type === 2 ? 30 : null,
    cover: f.type === 2 ? `img/cover/${postId}.svg?w=720&h=1280` : null,
    // The uploaded file is served by every domain, the download hosts included.
    download: f.type === 2 ? f.url : null,
    playNum: 0,
  }));
}

export const ownHandlers = [
  handle(ep.posts, ({ db, userId, query }) => {
    const rows = postsBy(db, query.userId ?? userId!, userId!).filter(byPostType(query.type));
    return pagePosts(db, rows, userId, query.page, query.size, query.sort);
  }),
  handle(ep.favourites, ({ db, userId, query }) => {
    const rows = postsOfIds(db, listOf(db.content.likes, userId), userId!).filter(
      byPostType(query.type),
    );
    return pagePosts(db, rows, userId, query.page, query.size, query.sort);
  }),
  handle(ep.collections, ({ db, userId, query }) => {
    const rows = postsOfIds(db, listOf(db.content.collects, userId), userId!).filter(
      byPostType(query.type),
    );
    return pagePosts(db, rows, userId, query.page, query.size, query.sort);
  }),
  handle(ep.add, ({ db, userId, body }) => {
    // A post may be files only; the text, when there is one, passes the usual checks.
    const refused = body.files.length
      ? hasSensitiveWord(db, body.content)
        ? fail(CONTENT_MESSAGES.sensitive, PROPOSED_CODES.sensitiveWords.code)
        : null
      : checkText(db, body.content);
    if (refused) return refused;
    if (body.access === 'paid' && !body.price) return fail(CONTENT_MESSAGES.priceRequired);
    const videos = body.files.filter((f) => f.type === 2).length;
    if (videos > 1 || (videos === 1 && body.files.length > 1))
      return fail(CONTENT_MESSAGES.tooManyFiles);
    const postId = newId(db);
    const files = toFileRows(postId, body.files);
    db.content.posts.push({
      postId,
      userId: userId!,
      postType: videos ? 1 : files.length ? 2 : 3,
      content: body.content.trim(),
      files,
      access: body.access,
      price: body.access === 'paid' ? (body.price ?? 0) : null,
      thumbupNum: 0,
      collectNum: 0,
      viewNum: 0,
      closeComment: false,
      location: body.location ?? null,
      tagIds: body.tagIds ?? [],
      picked: false,
      reviewStatus: 'pending',
      createdAt: tick(db),
    });
    return { postId, reviewStatus: 'pending' as const };
  }),
  handle(ep.count, ({ db, userId, query }) => {
    const authorId = query.userId ?? userId!;
    const posts = postsBy(db, authorId, userId!);
    return {
      postNum: posts.length,
      videoNum: posts.filter((p) => p.postType === 1).length,
      pictureNum: posts.filter((p) => p.postType === 2).length,
      favouriteNum: postsOfIds(db, listOf(db.content.likes, authorId), authorId).length,
      collectNum: postsOfIds(db, listOf(db.content.collects, authorId), authorId).length,
      // Someone else's snapshots count once approved, as their list shows them.
      snapshotNum: db.content.snapshots.filter(
        (s) => s.userId === authorId && (authorId === userId || visibleTo(s, userId)),
      ).length,
    };
  }),
];
