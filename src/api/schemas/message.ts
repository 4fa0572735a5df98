import { z } from 'zod/mini';
import { userBriefSchema } from './user';

/** Paging of the messages and feedback lists: page 1, limit 10 (section 7). */
export const limitQuery = z.object({
  page: z._default(z.int().check(z.minimum(1)), 1),
  limit: z._default(z.int().check(z.minimum(1)), 10),
});

/** Chat message (section 3 shows fromUserId and toUserId; the rest is designed). */
export const chatMessageSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** Read by the receiver. */
  isRead: z.boolean(),
  /** Designed: the sender's own id for the message (messages.send), echoed to the sender only. */
  clientMessageId: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of the conversation list: the other party and the last message. */
export const conversationSchema = z.object({
  user: userBriefSchema,
  lastMessage: chatMessageSchema,
  /** Messages to the member not read yet. */
  unreadCount: z.int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** May the member message that user: creators take messages from subscribers only (section 6). */
export const chatPermissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['ok', 'self', 'subscriptionRequired']),
  /** The creator's monthly price when a subscription is required. */
  subscriptionPrice: z.nullable(z.number()),
});
export type ChatPermission = z.infer<typeof chatPermissionSchema>;

/** Kinds of the dynamic/messages screen. */
export const noticeTypeSchema = z.enum([
  'like',
  'follow',
  'comment',
  'mention',
  'system',
  'report',
]);
export type NoticeType = z.infer<typeof noticeTypeSchema>;

/** One message of the messages list (likes, follows, comments, system, report reviewed...). */
export const noticeSchema = z.object({
  id: z.string(),
  type: noticeTypeSchema,
  /** Null for messages from the platform (system, report reviewed). */
  fromUser: z.nullable(userBriefSchema),
  title: z.string(),
  content: z.string(),
  postId: z.nullable(z.string()),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Opinion feedback (section 3: content and contact) with the support team's reply. */
export const feedbackSchema = z.object({
  id: z.string(),
  content: z.string(),
  /** Phone or other contact. */
  contact: z.string(),
  createdAt: z.string(),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  /** The reply has been read (false while there is none). */
  replyRead: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** One instant message of the feedback list: a reply of the support team. */
export const feedbackReplySchema = z.object({
  id: z.string(),
  feedbackId: z.string(),
  /** The member's feedback the reply answers. */
  question: z.string(),
  reply: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;
