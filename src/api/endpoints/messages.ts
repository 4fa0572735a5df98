import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import {
  chatMessageSchema,
  chatPermissionSchema,
  conversationSchema,
  feedbackReplySchema,
  feedbackSchema,
  limitQuery,
  noticeSchema,
  noticeTypeSchema,
} from '../schemas/message';

/**
 * Unread counts behind the unread flag: one small call the bottom bar can poll, instead of paging
 * every list (section 4: "set when any message is unread; otherwise the feedback list is checked").
 */
const unreadCountsSchema = z.object({
  like: z.int(),
  follow: z.int(),
  comment: z.int(),
  mention: z.int(),
  system: z.int(),
  report: z.int(),
  /** Replies of the support team not read yet. */
  feedback: z.int(),
  /** Chat messages to the member not read yet. */
  chat: z.int(),
});

/** Chat, the messages screen and opinion feedback. */
export const messagesEndpoints = {
  list: defineEndpoint({
    id: 'messages.list',
    method: 'GET',
    path: 'chat/app/c/message/private/list',
    access: 'private',
    proposed: true,
    summary: 'Messages: likes, follows, comments, mentions, system, report reviewed (newest first)',
    query: z.extend(limitQuery, { type: z.optional(noticeTypeSchema) }),
    data: pageOf(noticeSchema),
  }),
  readAll: defineEndpoint({
    id: 'messages.readAll',
    method: 'PUT',
    path: 'chat/app/c/message/private/read',
    access: 'private',
    proposed: true,
    summary: "Marks messages read ('clear all'), of one type when given; answers how many changed",
    body: z.object({ type: z.optional(noticeTypeSchema) }),
    data: z.object({ changed: z.int() }),
  }),
  unread: defineEndpoint({
    id: 'messages.unread',
    method: 'GET',
    path: 'chat/app/c/message/private/unread',
    access: 'private',
    proposed: true,
    summary: 'Unread counts per message type and of support replies (the unread flag, polled)',
    data: unreadCountsSchema,
  }),
  feedbackReplies: defineEndpoint({
    id: 'messages.feedbackReplies',
    method: 'GET',
    path: 'chat/app/c/message/private/feedback/list',
    access: 'private',
    proposed: true,
    summary: 'Instant-message feedback list: replies of the support team (checked for unread)',
    query: limitQuery,
    data: pageOf(feedbackReplySchema),
  }),
  send: defineEndpoint({
    id: 'messages.send',
    method: 'POST',
    path: 'chat/app/c/chatMessage/private/add',
    access: 'private',
    summary: 'Sends a chat message (creators take messages from subscribers only)',
    expects:
      'clientMessageId (designed: the spec shows no send body) makes the call idempotent: a retry ' +
      'after a lost answer returns the message already stored under that id, never a second one',
    body: z.object({
      toUserId: z.string(),
      content: z.string().check(z.minLength(1), z.maxLength(500)),
      /** Chosen by the client per message typed; the same id on a retry. */
      clientMessageId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    data: chatMessageSchema,
  }),
  delete: defineEndpoint({
    id: 'messages.delete',
    method: 'POST',
    path: 'chat/app/c/chatMessage/private/del',
    access: 'private',
    summary: "Deletes chat messages from the member's side of the conversation",
    body: z.object({ ids: z.array(z.string()).check(z.minLength(1)) }),
    data: z.object({ deleted: z.int() }),
  }),
  deleteConversation: defineEndpoint({
    id: 'messages.deleteConversation',
    method: 'DELETE',
    path: 'chat/app/c/chatMessage/private/del/all/{fromUserId}/{toUserId}',
    access: 'private',
    summary: "Deletes a whole conversation from the member's side (the member is one of the two)",
    pathParams: z.object({ fromUserId: z.string(), toUserId: z.string() }),
    data: z.object({ deleted: z.int() }),
  }),
  conversations: defineEndpoint({
    id: 'messages.conversations',
    method: 'GET',
    path: 'chat/app/c/chatMessage/private/list',
    access: 'private',
    summary: 'Conversation list, most recent first',
    query: pageQuery,
    data: pageOf(conversationSchema),
  }),
  conversation: defineEndpoint({
    id: 'messages.conversation',
    method: 'GET',
    path: 'chat/app/c/chatMessage/private/list/content/{fromUserId}/{toUserId}',
    access: 'private',
    summary: 'Messages of a conversation, newest first; reading marks those to the member read',
    pathParams: z.object({ fromUserId: z.string(), toUserId: z.string() }),
    query: pageQuery,
    data: pageOf(chatMessageSchema),
  }),
  chatPermission: defineEndpoint({
    id: 'messages.chatPermission',
    method: 'GET',
    path: 'chat/app/c/chatMessage/private/permission/{toUserId}',
    access: 'private',
    proposed: true,
    summary: 'May the member message that user',
    pathParams: z.object({ toUserId: z.string() }),
    data: chatPermissionSchema,
  }),
  feedbackList: defineEndpoint({
    id: 'messages.feedbackList',
    method: 'GET',
    path: 'chat/app/c/opinionFeedback/private/list',
    access: 'private',
    summary: "The member's opinion feedback with replies, newest first",
    query: pageQuery,
    data: pageOf(feedbackSchema),
  }),
  feedbackUpdate: defineEndpoint({
    id: 'messages.feedbackUpdate',
    method: 'PUT',
    path: 'chat/app/c/opinionFeedback/private/up',
    access: 'private',
    proposed: true,
    summary: 'Edits an unanswered feedback entry and/or marks its reply read',
    body: z.object({
      id: z.string(),
      content: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
      contact: z.optional(z.string()),
      replyRead: z.optional(z.literal(true)),
    }),
    data: feedbackSchema,
  }),
};
