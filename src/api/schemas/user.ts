import { z } from 'zod/mini';

export const vipTypeSchema = z.enum(['none', 'month', 'quarter', 'year', 'lifetime']);

/** A user as other screens see them (post authors, comment authors, search results). */
export const userBriefSchema = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.optional(z.string()),
  /** Path on the head-image domain (type 88), composed by the client; null shows the default avatar. */
  headImgUrl: z.nullable(z.string()),
  sign: z.nullish(z.string()),
  vipLevel: z.optional(z.int()),
  /** Chinese labels of the user tags (section 3). */
  tags: z.optional(z.array(z.string())),
  follow: z.optional(z.boolean()),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

/**
 * User and VIP info (inst/app/user/private/info/{userId}) on someone else's id: the public
 * fields only, what their person page shows; never their money or invites (issue 27).
 */
export const publicUserInfoSchema = z.extend(userBriefSchema, {
  vipLevel: z.int(),
  vipType: vipTypeSchema,
  /** ISO time; null for no VIP and for lifetime (never expires). */
  vipExpireAt: z.nullable(z.string()),
  isVisitor: z.boolean(),
  fansNum: z.int(),
  followNum: z.int(),
  subscriptionPrice: z.nullable(z.number()),
});
export type PublicUserInfo = z.infer<typeof publicUserInfoSchema>;

/** The same call for the signed-in member's own id: the public fields and the private ones. */
export const ownUserInfoSchema = z.extend(publicUserInfoSchema, {
  availableBalance: z.number(),
  inviteCode: z.string(),
  promotionNum: z.int(),
});
export type OwnUserInfo = z.infer<typeof ownUserInfoSchema>;

/**
 * What the call answers: one's own info, or another member's public info. The own shape is
 * tried first (the public one would also read an own answer, dropping its private fields).
 */
export const userInfoSchema = z.union([ownUserInfoSchema, publicUserInfoSchema]);
export type UserInfo = z.infer<typeof userInfoSchema>;

export function isOwnUserInfo(info: UserInfo): info is OwnUserInfo {
  return 'availableBalance' in info;
}

/** 0 secret, 1 male, 2 female. */
export const sexSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Sex = z.infer<typeof sexSchema>;

/**
 * A person page (user/app/u/user/private/info/{id}). Fields marked "self" are filled on one's own
 * profile only and are null on someone else's.
 */
export const userProfileSchema = z.extend(userBriefSchema, {
  sex: sexSchema,
  /** 'YYYY-MM' (year and month), or null when not given. */
  birthday: z.nullable(z.string()),
  vipLevel: z.int(),
  vipType: vipTypeSchema,
  /** ISO time; null for no VIP and for lifetime (never expires). */
  vipExpireAt: z.nullable(z.string()),
  fansNum: z.int(),
  followNum: z.int(),
  /** Monthly subscription price in yuan; null when the user offers no subscription. */
  subscriptionPrice: z.nullable(z.number()),
  /** The viewer subscribes to this user. */
  subscribed: z.boolean(),
  isSelf: z.boolean(),
  isVisitor: z.boolean(),
  /** self: balance in yuan. */
  availableBalance: z.nullable(z.number()),
  /** self. */
  phoneAreaCode: z.nullable(z.string()),
  /** self: masked, e.g. 138****0001; null for visitors. */
  phoneNumber: z.nullable(z.string()),
  /** self. */
  inviteCode: z.nullable(z.string()),
  /** self: a 6-digit payment password is set. */
  hasPayPassword: z.nullable(z.boolean()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Profile fields a member may change (user/app/u/user/private/update). */
export const profileUpdateSchema = z.object({
  nickname: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  /** Path on the head-image domain, as returned by the slice upload. */
  headImgUrl: z.nullish(z.string()),
  sex: z.optional(sexSchema),
  /** 'YYYY-MM'. */
  birthday: z.nullish(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
  /** Personalized signature. */
  sign: z.nullish(z.string().check(z.maxLength(100))),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
