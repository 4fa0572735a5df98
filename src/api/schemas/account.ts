import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Login data (section 3): what login, registration, visitor registration and binding answer. */
export const loginDataSchema = z.object({
  token: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Path on the head-image domain; null shows the default avatar. */
  headImgUrl: z.nullable(z.string()),
  /** Token of the chat (IM) service. */
  imToken: z.string(),
  loginType: z.literal(3),
  phoneAreaCode: z.string(),
  /** Null for a visitor. */
  phoneNumber: z.nullable(z.string()),
  /** Display id of the account. */
  uid: z.string(),
  accountNonExpired: z.boolean(),
  accountNonLocked: z.boolean(),
  credentialsNonExpired: z.boolean(),
  isVisitor: z.boolean(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** Ids of the 10 numbered security questions (section 3). */
export const securityQuestionIdSchema = z.int().check(z.minimum(1), z.maximum(10));

export const securityAnswerSchema = z.object({
  questionId: securityQuestionIdSchema,
  answer: z.string().check(z.minLength(1)),
});
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

/** A security question of an account, without its answer; `question` is in the request's language. */
export const securityQuestionSchema = z.object({
  questionId: securityQuestionIdSchema,
  question: z.string(),
});

/** Login and the checks: phones are digits only; the area code has no '+'. */
export const phoneAreaCodeSchema = z.string().check(z.regex(/^\d{1,4}$/));
/**
 * A full phone number where the server needs one (to send a code, to bind, to match an account):
 * digits only, so the masked form the profile shows ('138****0001') is refused.
 */
export const phoneNumberSchema = z.string().check(z.regex(/^\d{5,15}$/));

/**
 * Registration draft (section 3) plus the three security questions, the optional invite code and
 * SMS code. `token` and `userId` identify the visitor when the draft binds a visitor account.
 */
export const registrationDraftSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(30)),
  password: z.string().check(z.minLength(1)),
  phoneAreaCode: z._default(phoneAreaCodeSchema, '86'),
  phoneNumber: phoneNumberSchema,
  /** Two-letter country code of the area code. */
  acronym: z._default(z.string(), 'CN'),
  sourceType: z._default(z.literal(3), 3),
  securityQuestions: z.array(securityAnswerSchema).check(z.length(3)),
  inviteCode: z.optional(z.string()),
  smsCode: z.optional(z.string()),
  nickname: z.optional(z.string()),
  headImgUrl: z.nullish(z.string()),
  sex: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  /** 'YYYY-MM'. */
  birthday: z.nullish(z.string()),
  nationalityId: z.optional(z.string()),
  token: z.optional(z.string()),
  userId: z.optional(z.string()),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

/** The check calls answer `ok: true`, or fail with the catalogue message (code 10000). */
export const checkResultSchema = z.object({ ok: z.literal(true) });

/** Privacy settings (section 3): three flags. */
export const privacySettingsSchema = z.object({
  /** Only people I follow may comment. */
  onlyFollowedCanComment: z.boolean(),
  /** Do not recommend me to address-book friends. */
  hideFromContacts: z.boolean(),
  /** Hide my posts from the location detail page. */
  hideFromLocation: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Notification settings (section 3): six flags. */
export const noticeSettingsSchema = z.object({
  likesAndFavorites: z.boolean(),
  newFollows: z.boolean(),
  comments: z.boolean(),
  mentions: z.boolean(),
  messages: z.boolean(),
  followersPosts: z.boolean(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/**
 * Identity card (section 3): what the share dialog prints so the member finds the site and the
 * account again. The spec lists a `password` field; it is left out on purpose: a card answer that
 * carried the login password would hand the account to anyone holding the token (issue 9). The
 * schema is strict, so an answer with any further field (a password) is refused by the client.
 */
export const identityCardSchema = z.strictObject({
  /** Site addresses. */
  urls: z.array(z.string()),
  /** Text of the QR code: the site address with the account and the invite code. */
  qrInfo: z.string(),
  /** Account name. */
  name: z.string(),
  inviteCode: z.string(),
});
export type IdentityCard = z.infer<typeof identityCardSchema>;

/** One user the member invited (the promotion list). */
export const inviteeSchema = z.extend(userBriefSchema, {
  invitedAt: z.string(),
  /** VIP hours the invite earned the inviter. */
  rewardHours: z.int(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

/** Today's behaviour counters of the member. */
export const behaviorSchema = z.object({
  /** Locked posts a member may open free per day. */
  freeViewsPerDay: z.int(),
  freeViewsUsed: z.int(),
  freeViewsLeft: z.int(),
  /** Days with a visit record (user/app/u/visit/private/2). */
  visitDays: z.int(),
  lastVisitAt: z.nullable(z.string()),
});
export type Behavior = z.infer<typeof behaviorSchema>;
