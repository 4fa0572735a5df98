import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Content tags (topics) a post can carry. */
export const tagSchema = z.object({
  tagId: z.string(),
  name: z.string(),
  tagType: z.int(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A location channel: nearby feeds by city, province or state code. */
export const locationChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(['city', 'province', 'state']),
  parentCode: z.nullable(z.string()),
});
export type LocationChannel = z.infer<typeof locationChannelSchema>;

/** Ads are keyed by location; location 402 holds the share-card images. */
export const AD_LOCATIONS = { homeTop: 101, feedInline: 201, videoEnd: 301, share: 402 } as const;

export const adSchema = z.object({
  id: z.string(),
  location: z.int(),
  title: z.string(),
  /** Image path on the image domain (type 3). */
  imgUrl: z.string(),
  linkUrl: z.nullable(z.string()),
});
export type Ad = z.infer<typeof adSchema>;

export const videoAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Paths on the video (1) and image (3) domains. */
  play_url: z.string(),
  cover: z.string(),
  linkUrl: z.nullable(z.string()),
  duration: z.int(),
  /** Seconds before the skip button appears. */
  skipAfter: z.int(),
});
export type VideoAd = z.infer<typeof videoAdSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  location: z.int(),
  bannerType: z.int(),
  title: z.string(),
  imgUrl: z.string(),
  linkUrl: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const popupNoticeSchema = z.object({
  id: z.string(),
  /** When it shows: 1 app start, 2 after login, 3 on the wallet. */
  trigger: z.int(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.nullable(z.string()),
});
export type PopupNotice = z.infer<typeof popupNoticeSchema>;

export const creatorKindSchema = z.enum(['goddess', 'v', 'actress']);
export type CreatorKind = z.infer<typeof creatorKindSchema>;

export const creatorSchema = z.object({
  user: userBriefSchema,
  kind: creatorKindSchema,
  cover: z.string(),
  fansNum: z.int(),
  postNum: z.int(),
  subscriptionPrice: z.nullable(z.number()),
  isSubscribed: z.boolean(),
});
export type Creator = z.infer<typeof creatorSchema>;

/** Paging in the `limit` spelling some list calls use (same defaults as pageQuery). */
export const limitPageQuery = z.object({
  page: z._default(z.int().check(z.minimum(1)), 1),
  limit: z._default(z.int().check(z.minimum(1)), 10),
  sort: z.optional(z.enum(['asc', 'desc'])),
});
