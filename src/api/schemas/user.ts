import { z } from 'zod';

export const vipTypeSchema = z.enum(['none', 'month', 'quarter', 'year', 'lifetime']);

/** A user as other screens see them (post authors, comment authors, search results). */
export const userBriefSchema = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string().optional(),
  /** Path on the head-image domain (type 88), composed by the client; null shows the default avatar. */
  headImgUrl: z.string().nullable(),
  sign: z.string().nullable().optional(),
  vipLevel: z.number().int().optional(),
  /** Chinese labels of the user tags (section 3). */
  tags: z.array(z.string()).optional(),
  follow: z.boolean().optional(),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

/** User and VIP info (inst/app/user/private/info/{userId}). */
export const userInfoSchema = userBriefSchema.extend({
  vipLevel: z.number().int(),
  vipType: vipTypeSchema,
  /** ISO time; null for no VIP and for lifetime (never expires). */
  vipExpireAt: z.string().nullable(),
  availableBalance: z.number(),
  inviteCode: z.string(),
  promotionNum: z.number().int(),
  isVisitor: z.boolean(),
  fansNum: z.number().int(),
  followNum: z.number().int(),
  subscriptionPrice: z.number().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** 0 secret, 1 male, 2 female. */
export const sexSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Sex = z.infer<typeof sexSchema>;

/**
 * A person page (user/app/u/user/private/info/{id}). Fields marked "self" are filled on one's own
 * profile only and are null on someone else's.
 */
export const userProfileSchema = userBriefSchema.extend({
  sex: sexSchema,
  /** 'YYYY-MM' (year and month), or null when not given. */
  birthday: z.string().nullable(),
  vipLevel: z.number().int(),
  vipType: vipTypeSchema,
  /** ISO time; null for no VIP and for lifetime (never expires). */
  vipExpireAt: z.string().nullable(),
  fansNum: z.number().int(),
  followNum: z.number().int(),
  /** Monthly subscription price in yuan; null when the user offers no subscription. */
  subscriptionPrice: z.number().nullable(),
  /** The viewer subscribes to this user. */
  subscribed: z.boolean(),
  isSelf: z.boolean(),
  isVisitor: z.boolean(),
  /** self: balance in yuan. */
  availableBalance: z.number().nullable(),
  /** self. */
  phoneAreaCode: z.string().nullable(),
  /** self: masked, e.g. 138****0001; null for visitors. */
  phoneNumber: z.string().nullable(),
  /** self. */
  inviteCode: z.string().nullable(),
  /** self: a 6-digit payment password is set. */
  hasPayPassword: z.boolean().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Profile fields a member may change (user/app/u/user/private/update). */
export const profileUpdateSchema = z.object({
  nickname: z.string().min(1).max(20).optional(),
  /** Path on the head-image domain, as returned by the slice upload. */
  headImgUrl: z.string().nullable().optional(),
  sex: sexSchema.optional(),
  /** 'YYYY-MM'. */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable()
    .optional(),
  /** Personalized signature. */
  sign: z.string().max(100).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
