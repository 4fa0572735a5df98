import type { messagesEndpoints } from '@/api/endpoints/messages';
import type { Examples } from './types';

export const messagesExamples: Examples<typeof messagesEndpoints> = {
  list: { query: { page: 1, limit: 10 } },
  readAll: { body: {} },
  unread: {},
  feedbackReplies: { query: { page: 1, limit: 10 } },
  send: { body: { toUserId: '10002', content: '期待新作品！' } },
  delete: { body: { ids: ['chat-placeholder'] } },
  deleteConversation: { path: { fromUserId: '10001', toUserId: '10002' } },
  conversations: { query: { page: 1, size: 10 } },
  conversation: { path: { fromUserId: '10001', toUserId: '10002' }, query: { page: 1, size: 10 } },
  chatPermission: { path: { toUserId: '10002' } },
  feedbackList: { query: { page: 1, size: 10 } },
  feedbackUpdate: { body: { id: 'fb-seed-1', replyRead: true } },
};
