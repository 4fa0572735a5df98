import { z } from 'zod';
import { userBriefSchema } from './user';

/** Content tags (topics) a post can carry. */
export const tagSchema = z.object({
  tagId: z.string(),
  name: z.string(),
  tagType: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A location channel: nearby feeds by city, province or state code. */
export const locationChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(['city', 'province', 'state']),
  parentCode: z.string().nullable(),
});
export type LocationChannel = z.infer<typeof locationChannelSchema>;

/** Ads are keyed by location; location 402 holds the share-card images. */
export const AD_LOCATIONS = { homeTop: 101, feedInline: 201, videoEnd: 301, share: 402 } as const;

export const adSchema = z.object({
  id: z.string(),
  location: z.number().int(),
  title: z.string(),
  /** Image path on the image domain (type 3). */
  imgUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type Ad = z.infer<typeof adSchema>;

export const videoAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Paths on the video (1) and image (3) domains. */
  play_url: z.string(),
  cover: z.string(),
  linkUrl: z.string().nullable(),
  duration: z.number().int(),
  /** Seconds before the skip button appears. */
  skipAfter: z.number().int(),
});
export type VideoAd = z.infer<typeof videoAdSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  location: z.number().int(),
  bannerType: z.number().int(),
  title: z.string(),
  imgUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const popupNoticeSchema = z.object({
  id: z.string(),
  /** When it shows: 1 app start, 2 after login, 3 on the wallet. */
  trigger: z.number().int(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.string().nullable(),
});
export type PopupNotice = z.infer<typeof popupNoticeSchema>;

export const creatorKindSchema = z.enum(['goddess', 'v', 'actress']);
export type CreatorKind = z.infer<typeof creatorKindSchema>;

export const creatorSchema = z.object({
  user: userBriefSchema,
  kind: creatorKindSchema,
  cover: z.string(),
  fansNum: z.number().int(),
  postNum: z.number().int(),
  subscriptionPrice: z.number().nullable(),
  isSubscribed: z.boolean(),
});
export type Creator = z.infer<typeof creatorSchema>;

/** Paging in the `limit` spelling some list calls use (same defaults as pageQuery). */
export const limitPageQuery = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).default(10),
  sort: z.enum(['asc', 'desc']).optional(),
});
