import type { Ad } from '@/api/schemas/feed';
import type { Post } from '@/api/schemas/post';

/**
 * One inline ad after every AD_EVERY posts. The spec gives no rhythm: five keeps an ad about
 * once per two phone screens of posts, rarely enough not to bury the feed.
 */
export const AD_EVERY = 5;

export type FeedRow = { kind: 'post'; post: Post } | { kind: 'ad'; ad: Ad; slot: number };

// One row object per post object: a row the feed already rendered stays the same object when the
// ads arrive or a page is appended, so its card is not rendered again (FeedList's RowContent).
const postRows = new WeakMap<Post, FeedRow>();

function postRow(post: Post): FeedRow {
  let row = postRows.get(post);
  if (!row) postRows.set(post, (row = { kind: 'post', post }));
  return row;
}

/**
 * The posts with the ads woven in, the ads taking turns. A slot's ad depends only on its place,
 * so a new page appends rows and never moves the ones already shown (the virtual list keeps its
 * measured heights).
 */
export function withAds(posts: readonly Post[], ads: readonly Ad[]): FeedRow[] {
  const rows: FeedRow[] = [];
  posts.forEach((post, i) => {
    rows.push(postRow(post));
    const slot = (i + 1) / AD_EVERY - 1;
    if (ads.length && Number.isInteger(slot))
      rows.push({ kind: 'ad', ad: ads[slot % ads.length]!, slot });
  });
  return rows;
}

export function feedRowKey(row: FeedRow): string {
  return row.kind === 'post' ? row.post.postId : `ad:${row.slot}`;
}
