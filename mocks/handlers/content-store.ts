import { PROPOSED_CODES } from '@/api/proposed-codes';
import { SENSITIVE_WORDS } from '@fixtures/config';
import type { CommentRow, PostRow, ReplyRow } from '@fixtures/content';
import { atOffset } from '@fixtures/seed';
import { MAX_TOPPED_COMMENTS } from '@/api/schemas/comment';
import type { MockDb } from '../db';
import type { ByUser } from '../db/content';
import { fail, type MockFailure } from '../platform/handle';
import { CONTENT_MESSAGES } from './content-messages';

/** Reads and writes of the content slice shared by the content handlers. */

/** The mock's "now": the reference date plus the content clock. */
export function now(db: MockDb): string {
  return atOffset(db.content.clock * 60_000);
}

/** Moves the clock on by a minute: whatever is written next is the newest. */
export function tick(db: MockDb): string {
  db.content.clock += 1;
  return now(db);
}

export function newId(db: MockDb): string {
  const id = db.content.nextId;
  db.content.nextId += 1;
  return String(id);
}

export function listOf(lists: ByUser, userId: string | null): string[] {
  return userId ? (lists[userId] ?? []) : [];
}

/** Sets or clears `id` in the viewer's list; true when something changed. */
export function setMark(lists: ByUser, userId: string, id: string, on: boolean): boolean {
  const list = (lists[userId] ??= []);
  const has = list.includes(id);
  if (on === has) return false;
  if (on) list.unshift(id);
  else list.splice(list.indexOf(id), 1);
  return true;
}

export function findPost(db: MockDb, postId: string): PostRow | undefined {
  return db.content.posts.find((p) => p.postId === postId);
}

export function postOrFail(db: MockDb, postId: string): PostRow | MockFailure {
  return findPost(db, postId) ?? fail(CONTENT_MESSAGES.postNotFound);
}

/**
 * A post this viewer may see or act on: approved, or their own. A pending or rejected post is
 * its author's alone (post.detail's rule), so every other call about it answers as if it were
 * not there, rather than its files, comments or counts.
 */
export function visiblePostOrFail(
  db: MockDb,
  postId: string,
  viewerId: string | null,
): PostRow | MockFailure {
  const post = findPost(db, postId);
  return post && canSee(post, viewerId) ? post : fail(CONTENT_MESSAGES.postNotFound);
}

export function canSee(post: PostRow, viewerId: string | null): boolean {
  return post.reviewStatus === 'approved' || post.userId === viewerId;
}

export function isVip(db: MockDb, userId: string): boolean {
  const user = db.users[userId];
  if (!user || user.vipType === 'none') return false;
  return user.vipExpireAt === null || user.vipExpireAt > now(db);
}

/** Free posts, the author, VIPs on VIP posts, buyers, subscribers, and today's free views. */
export function isUnlocked(db: MockDb, viewerId: string | null, post: PostRow): boolean {
  if (post.access === 'free') return true;
  if (!viewerId) return false;
  const c = db.content;
  return (
    post.userId === viewerId ||
    listOf(c.unlocks, viewerId).includes(post.postId) ||
    listOf(c.freeViewsUsed, viewerId).includes(post.postId) ||
    (post.access === 'vip' && isVip(db, viewerId)) ||
    (post.access === 'subscription' && listOf(c.subscriptions, viewerId).includes(post.userId))
  );
}

export function freeViewsLeft(db: MockDb, viewerId: string | null): number | null {
  if (!viewerId) return null;
  const used = listOf(db.content.freeViewsUsed, viewerId).length;
  return Math.max(0, db.content.rules.freeViewsPerDay - used);
}

export function hasSensitiveWord(db: MockDb, text: string): boolean {
  if (db.content.rules.treatAllAsSensitive) return true;
  const lower = text.toLowerCase();
  return SENSITIVE_WORDS.some((word) => lower.includes(word.toLowerCase()));
}

/** The server-side checks of any submitted text (section 5): not empty, no sensitive word. */
export function checkText(db: MockDb, text: string): MockFailure | null {
  if (!text.trim()) return fail(CONTENT_MESSAGES.emptyContent);
  if (hasSensitiveWord(db, text))
    return fail(CONTENT_MESSAGES.sensitive, PROPOSED_CODES.sensitiveWords.code);
  return null;
}

/** Approved posts, newest first: what every public list starts from. */
export function publicPosts(db: MockDb): PostRow[] {
  return db.content.posts
    .filter((p) => p.reviewStatus === 'approved')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function byPostType(type: number | undefined): (post: PostRow) => boolean {
  return (post) => !type || post.postType === type;
}

/** Comments of a post as listed: up to 3 pinned (latest pinned first), then the newest. */
export function commentsOf(db: MockDb, postId: string): CommentRow[] {
  const all = db.content.comments.filter((c) => c.postId === postId);
  const pinned = all
    .filter((c) => c.toppedAt)
    .sort((a, b) => (b.toppedAt ?? '').localeCompare(a.toppedAt ?? ''))
    .slice(0, MAX_TOPPED_COMMENTS);
  const rest = all
    .filter((c) => !pinned.includes(c))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...pinned, ...rest];
}

export function isPinned(db: MockDb, comment: CommentRow): boolean {
  return commentsOf(db, comment.postId)
    .slice(0, MAX_TOPPED_COMMENTS)
    .some((c) => c.commentId === comment.commentId && c.toppedAt);
}

/** Replies in the order they were written. */
export function repliesOf(db: MockDb, commentId: string): ReplyRow[] {
  return db.content.replies.filter((r) => r.commentId === commentId);
}

/** The discussion count of a post: comments and their replies. */
export function commentTotal(db: MockDb, postId: string): number {
  const c = db.content;
  return (
    c.comments.filter((x) => x.postId === postId).length +
    c.replies.filter((x) => x.postId === postId).length
  );
}

/**
 * Who may comment on a post: comments open (always to its author), and when the author lets only
 * the people they follow comment (their privacy setting), one of those.
 */
export function checkMayComment(db: MockDb, post: PostRow, userId: string): MockFailure | null {
  const closed = checkCommentsOpen(post, userId);
  if (closed) return closed;
  const onlyFollowed = db.accounts.profiles[post.userId]?.privacy.onlyFollowedCanComment;
  const followed = (db.follows[post.userId] ?? []).includes(userId);
  return onlyFollowed && post.userId !== userId && !followed
    ? fail(CONTENT_MESSAGES.onlyFollowedMayComment)
    : null;
}

/** Comments stay open for the post's author even when closed. */
export function checkCommentsOpen(post: PostRow, userId: string): MockFailure | null {
  return post.closeComment && post.userId !== userId ? fail(CONTENT_MESSAGES.commentsClosed) : null;
}

/** Removes rows matching `drop` in place (the db object is shared by reference). */
export function removeWhere<T>(rows: T[], drop: (row: T) => boolean): number {
  let removed = 0;
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    if (drop(rows[i]!)) {
      rows.splice(i, 1);
      removed += 1;
    }
  }
  return removed;
}
