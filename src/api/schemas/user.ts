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
