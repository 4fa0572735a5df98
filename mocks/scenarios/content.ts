import { feedsEndpoints } from '@/api/endpoints/feeds';
import { ownEndpoints } from '@/api/endpoints/own';
import type { Variant } from '../platform/scenario';
import type { ScenarioDef } from './types';

/** Catalogue calls of the feeds area: they keep answering, so tabs and banners still show. */
const CATALOGUE = [
  feedsEndpoints.tags,
  feedsEndpoints.locationChannels,
  feedsEndpoints.advertising,
  feedsEndpoints.videoAd,
  feedsEndpoints.popupNotices,
  feedsEndpoints.banners,
].map((e) => e.id);

/** Every list of posts, videos and creators: they answer empty pages (or empty lists). */
const FEED_LISTS = [
  ...Object.values(feedsEndpoints)
    .filter((e) => e.method === 'GET' && !CATALOGUE.includes(e.id))
    .map((e) => e.id),
  ownEndpoints.posts.id,
  ownEndpoints.favourites.id,
  ownEndpoints.collections.id,
];

const failing: Variant = { code: '10000' };

/** Posts the feed-volume scenario makes: enough to scroll 10,000 posts in any feed. */
export const FEED_VOLUME_POSTS = 10_000;

/** Scenarios of the content area (feeds, posts, comments). */
export const contentScenarios: ScenarioDef[] = [
  {
    name: 'empty-feeds',
    description: 'Every list of posts, videos and creators answers an empty page',
    overrides: Object.fromEntries(FEED_LISTS.map((id) => [id, { empty: true }])),
  },
  {
    name: 'sensitive-words',
    description:
      'Every comment, reply, post and snapshot submitted counts as containing a sensitive word',
    apply: (db) => {
      db.content.rules.treatAllAsSensitive = true;
    },
  },
  {
    name: 'comments-closed',
    description: 'Every post has its comments closed: only the author may still comment',
    apply: (db) => {
      for (const post of db.content.posts) post.closeComment = true;
    },
  },
  {
    name: 'like-fails',
    description: 'Like, collect, cancel collect, follow and unfollow answer code 10000',
    overrides: {
      'actions.like': failing,
      'actions.collect': failing,
      'actions.cancelCollect': failing,
      'actions.follow': failing,
      'actions.unfollow': failing,
    },
  },
  {
    name: 'locked-content',
    description:
      'Every post is paid and locked for everyone but its author, with no free views left today',
    apply: (db) => {
      const c = db.content;
      for (const post of c.posts) {
        if (post.access === 'paid') continue;
        post.access = 'paid';
        post.price = 6;
      }
      c.unlocks = {};
      c.subscriptions = {};
      c.freeViewsUsed = {};
      c.rules.freeViewsPerDay = 0;
    },
  },
  {
    name: 'feed-volume',
    description: `${FEED_VOLUME_POSTS} approved posts in every feed (copies of the seeded ones): the feed benchmark`,
    apply: (db) => {
      const c = db.content;
      const seeded = c.posts.filter((p) => p.reviewStatus === 'approved' && p.access === 'free');
      const missing =
        FEED_VOLUME_POSTS - c.posts.filter((p) => p.reviewStatus === 'approved').length;
      for (let i = 0; i < missing; i += 1) {
        const base = seeded[i % seeded.length]!;
        const postId = String(900_000 + i);
        c.posts.push({
          ...base,
          postId,
          // Older than every seeded post, in a stable order; media paths reuse the originals.
          createdAt: new Date(Date.parse(base.createdAt) - (i + 1) * 60_000).toISOString(),
          files: base.files.map((f) => ({ ...f, postFileId: `${postId}-${f.postFileId}` })),
          tagIds: [...base.tagIds],
        });
      }
    },
  },
];
