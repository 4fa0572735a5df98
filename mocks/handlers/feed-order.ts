import type { PostRow } from '@fixtures/content';
import type { MockDb } from '../db';
import { commentTotal, listOf, publicPosts } from './content-store';

/** Orderings and selections shared by the feed handlers. */

/** Long videos start at ten minutes; shorter ones are the short-video feeds. */
export const LONG_VIDEO_SECONDS = 600;

export function videoSeconds(post: PostRow): number | null {
  return post.files.find((f) => f.type === 2)?.duration ?? null;
}

export function isLongVideo(post: PostRow): boolean {
  return (videoSeconds(post) ?? 0) >= LONG_VIDEO_SECONDS;
}

export function isShortVideo(post: PostRow): boolean {
  const seconds = videoSeconds(post);
  return seconds !== null && seconds < LONG_VIDEO_SECONDS;
}

/** A stable "recommendation" score: engagement, with editor's picks lifted. */
export function recommendScore(post: PostRow): number {
  return post.thumbupNum * 2 + post.collectNum * 3 + post.viewNum / 50 + (post.picked ? 5_000 : 0);
}

export function byDesc<T>(score: (row: T) => number): (a: T, b: T) => number {
  return (a, b) => score(b) - score(a);
}

/** The recommended feed of a viewer: not their own posts nor the authors they excluded. */
export function recommendedFor(db: MockDb, viewerId: string | null): PostRow[] {
  const excluded = listOf(db.content.recommendExcludes, viewerId);
  return publicPosts(db)
    .filter((p) => p.userId !== viewerId && !excluded.includes(p.userId))
    .sort(byDesc(recommendScore));
}

/** sortType 1 hot (likes), 2 new (or picked with sort asc), 3 popularity (views). */
export function typeOrdered(db: MockDb, sortType: number, picked: boolean): PostRow[] {
  const posts = publicPosts(db);
  if (picked) return posts.filter((p) => p.picked);
  if (sortType === 1) return posts.sort(byDesc((p) => p.thumbupNum));
  if (sortType === 3) return posts.sort(byDesc((p) => p.viewNum));
  return posts;
}

/** Ranking: 1 likes, 2 comments, 3 views. */
export function rankingOrdered(db: MockDb, sortType: number): PostRow[] {
  const score =
    sortType === 2
      ? (p: PostRow) => commentTotal(db, p.postId)
      : sortType === 3
        ? (p: PostRow) => p.viewNum
        : (p: PostRow) => p.thumbupNum;
  return publicPosts(db).sort(byDesc(score));
}

/**
 * A location channel matches its own code and, for a province, its cities; the posts of members
 * who hide them from location pages (their privacy setting) are not listed there.
 */
export function inLocation(db: MockDb, code: string): (post: PostRow) => boolean {
  const cities = db.content.channels.filter((c) => c.parentCode === code).map((c) => c.code);
  const hidden = (post: PostRow) => db.accounts.profiles[post.userId]?.privacy.hideFromLocation;
  return (post) =>
    (post.location === code || (!!post.location && cities.includes(post.location))) &&
    !hidden(post);
}

export function creatorIdsOf(db: MockDb, kinds: string[]): string[] {
  return db.content.creators.filter((c) => kinds.includes(c.kind)).map((c) => c.userId);
}
