import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import {
  adSchema,
  bannerSchema,
  creatorSchema,
  limitPageQuery,
  locationChannelSchema,
  popupNoticeSchema,
  tagSchema,
  videoAdSchema,
} from '../schemas/feed';
import { postSchema, rankedPostSchema } from '../schemas/post';

/** 0 all, 1 video, 2 picture, 3 text (POST_TYPES). */
const postType = z.optional(z.int().check(z.minimum(0), z.maximum(3)));
const postPage = pageOf(postSchema);
const creatorPage = pageOf(creatorSchema);
const creatorTop = z.array(creatorSchema);
/** The short creator lists (".../page/list") answer the first `limit` creators, no paging. */
const topQuery = z.object({ limit: z._default(z.int().check(z.minimum(1)), 10) });

/**
 * Several private video lists take `page` + `limit`; the recommended one takes only `num`. Each
 * spreads this into its own `defineEndpoint`, beside its summary and schemas: the members' build
 * drops those from that call (scripts/vite/contract-without-schemas.ts), not from a helper's.
 */
function videoList(name: string) {
  return {
    id: `feeds.${name}`,
    method: 'GET',
    path: `post/app/p/post/private/video/${name}`,
    access: 'private',
  } as const;
}

export const feedsEndpoints = {
  postList: defineEndpoint({
    id: 'feeds.postList',
    method: 'GET',
    path: 'post/app/post/private/list',
    access: 'private',
    summary: 'Post list of the home tabs; locationCode narrows it to a location channel',
    query: z.extend(pageQuery, { type: postType, locationCode: z.optional(z.string()) }),
    data: postPage,
  }),
  recommendList: defineEndpoint({
    id: 'feeds.recommendList',
    method: 'GET',
    path: 'member/app/recommend/private/list',
    access: 'private',
    summary: 'Recommended posts, without the authors the viewer excluded',
    query: pageQuery,
    data: postPage,
  }),
  excludeUser: defineEndpoint({
    id: 'feeds.excludeUser',
    method: 'PUT',
    path: 'member/app/recommend/private/exclude/user',
    access: 'private',
    summary: "Stop recommending this user's posts to the viewer",
    body: z.object({ userId: z.string() }),
    data: z.null(),
  }),
  typePage: defineEndpoint({
    id: 'feeds.typePage',
    method: 'GET',
    path: 'post/app/p/post/private/type/page',
    access: 'private',
    summary:
      'Hot (sortType 1), new (2), popularity (3); sort asc with sortType 2 is the picked list',
    expects:
      'sort=desc for hot, new, popularity and tag lists (most first, newest first); sort=asc with ' +
      'sortType 2 is picked. The spec makes asc the default, but "picked = sort asc + sortType 2" ' +
      'only differs from "new = sortType 2" if new sends the other order',
    query: z.extend(limitPageQuery, {
      sortType: z.int().check(z.minimum(1), z.maximum(3)),
      type: postType,
      tagId: z.optional(z.string()),
    }),
    data: postPage,
  }),
  ranking: defineEndpoint({
    id: 'feeds.ranking',
    method: 'GET',
    path: 'post/app/p/post/private/ranking/page',
    access: 'private',
    summary: 'Ranking by likes (sortType 1), comments (2) or views (3)',
    expects:
      'sort=desc: the most liked, commented or viewed first (the spec default asc would rank last first)',
    query: z.extend(limitPageQuery, {
      sortType: z.int().check(z.minimum(1), z.maximum(3)),
      type: postType,
    }),
    data: pageOf(rankedPostSchema),
  }),
  followList: defineEndpoint({
    id: 'feeds.followList',
    method: 'GET',
    path: 'inst/app/follow/private/follow/list',
    access: 'private',
    summary: 'Posts of the users the viewer (or userId) follows',
    expects:
      'Answers posts (the home "attention" list, newest first), not users: the spec\'s "Following ' +
      'list"; the followed authors themselves come from user.follows (the home "author" list)',
    query: z.extend(pageQuery, { userId: z.optional(z.string()) }),
    data: postPage,
  }),
  findByPost: defineEndpoint({
    id: 'feeds.findByPost',
    method: 'GET',
    path: 'post/app/recommend/private/post/{postId}',
    access: 'private',
    summary: 'Find more: the post itself first, then posts recommended after it',
    pathParams: z.object({ postId: z.string() }),
    query: pageQuery,
    data: postPage,
  }),
  similar: defineEndpoint({
    id: 'feeds.similar',
    method: 'GET',
    path: 'post/app/p/post/private/similar/page',
    access: 'private',
    summary: 'Posts sharing a tag with postId (type 0: any post type)',
    query: z.extend(limitPageQuery, { postId: z.string(), type: postType }),
    data: postPage,
  }),
  tags: defineEndpoint({
    id: 'feeds.tags',
    method: 'GET',
    path: 'post/app/p/tag/private/list',
    access: 'private',
    summary: 'Content tags (topics), optionally of one tagType',
    query: z.object({ tagType: z.optional(z.int()) }),
    data: z.array(tagSchema),
  }),
  locationChannels: defineEndpoint({
    id: 'feeds.locationChannels',
    method: 'GET',
    path: 'inst/app/channel/public/location/list',
    access: 'public',
    summary: 'Location channels by level, or the children of parentCode',
    query: z.object({
      level: z.optional(z.enum(['city', 'province', 'state'])),
      parentCode: z.optional(z.string()),
      /** The member's position, when they allow it ("by location"): the nearest come first. */
      latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
      longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
    }),
    expects:
      'The spec lists this call "by location": with latitude and longitude (the browser\'s, when ' +
      'the member allows it) the channels come nearest first; without them, in the usual order',
    data: z.array(locationChannelSchema),
  }),
  advertising: defineEndpoint({
    id: 'feeds.advertising',
    method: 'GET',
    path: 'party/common/advertising/public/info',
    access: 'public',
    summary: 'Ads of one location (402: share-card images)',
    query: z.object({ location: z.int() }),
    data: z.array(adSchema),
  }),
  videoAd: defineEndpoint({
    id: 'feeds.videoAd',
    method: 'GET',
    path: 'party/common/advertising/public/video/info',
    access: 'public',
    summary: 'The video ad for a user (fetched only when a user id exists); null when none',
    query: z.object({ userId: z.string() }),
    data: z.nullable(videoAdSchema),
  }),
  adList: defineEndpoint({
    id: 'feeds.adList',
    method: 'POST',
    path: 'party/common/advertising/public/adv/list',
    access: 'public',
    summary: 'Ads of several locations at once, keyed by location',
    body: z.object({ locations: z.array(z.int()).check(z.minLength(1)) }),
    data: z.record(z.string(), z.array(adSchema)),
  }),
  popupNotices: defineEndpoint({
    id: 'feeds.popupNotices',
    method: 'GET',
    path: 'inst/app/popup/notice/public/valid/list',
    access: 'public',
    summary: 'Popup notices valid now for a trigger (1 app start, 2 after login, 3 wallet)',
    query: z.object({ trigger: z.int() }),
    data: z.array(popupNoticeSchema),
  }),
  banners: defineEndpoint({
    id: 'feeds.banners',
    method: 'GET',
    path: 'inst/app/banner/private/list',
    access: 'private',
    summary: 'Banners of a location (bannerType 2 is the carousel)',
    query: z.object({ location: z.int(), bannerType: z._default(z.int(), 2) }),
    data: z.array(bannerSchema),
  }),
  longVideoPage: defineEndpoint({
    id: 'feeds.longVideoPage',
    method: 'GET',
    path: 'post/app/p/post/private/page',
    access: 'private',
    summary: 'Long videos (type 1); num is the page size',
    query: z.object({
      page: z._default(z.int().check(z.minimum(1)), 1),
      num: z._default(z.int().check(z.minimum(1)), 10),
      sort: z.optional(z.enum(['asc', 'desc'])),
      type: postType,
    }),
    data: postPage,
  }),
  viewedPosts: defineEndpoint({
    id: 'feeds.viewedPosts',
    method: 'GET',
    path: 'post/app/user/private/post/view/list/{id}',
    access: 'private',
    summary: 'Posts a user read, most recent first (up to 50)',
    pathParams: z.object({ id: z.string() }),
    data: z.array(postSchema),
  }),
  userVideo: defineEndpoint({
    id: 'feeds.userVideo',
    method: 'GET',
    path: 'post/app/p/post/private/user/video',
    access: 'private',
    summary: "A user's videos, newest first, and that user's most liked video",
    query: z.extend(limitPageQuery, { userId: z.string() }),
    data: z.extend(postPage, { hottest: z.nullable(postSchema) }),
  }),
  goddessPage: defineEndpoint({
    id: 'feeds.goddessPage',
    method: 'GET',
    path: 'user/app/u/goddess/private/page',
    access: 'private',
    summary: 'Certified creators (goddess), paged',
    query: pageQuery,
    data: creatorPage,
  }),
  goddessTop: defineEndpoint({
    id: 'feeds.goddessTop',
    method: 'GET',
    path: 'user/app/u/goddess/private/page/list',
    access: 'private',
    summary: 'Certified creators (goddess), the first few',
    query: topQuery,
    data: creatorTop,
  }),
  bigVPage: defineEndpoint({
    id: 'feeds.bigVPage',
    method: 'GET',
    path: 'user/app/u/goddess/private/v/page',
    access: 'private',
    summary: 'Influencer creators (big V), paged',
    query: pageQuery,
    data: creatorPage,
  }),
  bigVTop: defineEndpoint({
    id: 'feeds.bigVTop',
    method: 'GET',
    path: 'user/app/u/goddess/private/v/page/list',
    access: 'private',
    summary: 'Influencer creators (big V), the first few',
    query: topQuery,
    data: creatorTop,
  }),
  actressPage: defineEndpoint({
    id: 'feeds.actressPage',
    method: 'GET',
    path: 'user/app/u/goddess/private/actress/page',
    access: 'private',
    summary: 'Actress creators, paged',
    query: pageQuery,
    data: creatorPage,
  }),
  actressTop: defineEndpoint({
    id: 'feeds.actressTop',
    method: 'GET',
    path: 'user/app/u/goddess/private/actress/page/list',
    access: 'private',
    summary: 'Actress creators, the first few',
    query: topQuery,
    data: creatorTop,
  }),
  aVList: defineEndpoint({
    ...videoList('aVList'),
    proposed: true,
    summary: 'Long videos (10 minutes and more), most viewed first (/post/video/aVList)',
    query: limitPageQuery,
    data: postPage,
  }),
  bigVList: defineEndpoint({
    ...videoList('bigVList'),
    proposed: true,
    summary: 'Videos of certified creators, most liked first (/post/video/bigVList)',
    query: limitPageQuery,
    data: postPage,
  }),
  pinkedList: defineEndpoint({
    ...videoList('pinkedList'),
    proposed: true,
    summary: 'Picked videos, editor selection (/post/video/pinkedList)',
    query: limitPageQuery,
    data: postPage,
  }),
  recommendVList: defineEndpoint({
    id: 'feeds.recommendVList',
    method: 'GET',
    path: 'post/app/p/post/private/video/recommendVList',
    access: 'private',
    proposed: true,
    summary: 'num recommended short videos, not yet played by the viewer first',
    query: z.object({ num: z._default(z.int().check(z.minimum(1), z.maximum(50)), 10) }),
    data: z.array(postSchema),
  }),
};
