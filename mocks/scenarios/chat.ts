import { messagesEndpoints as messages } from '@/api/endpoints/messages';
import { atOffset, DAY } from '@fixtures/seed';
import { nextId } from '../db/account-clock';
import type { ScenarioDef } from './types';

/** Older messages the chat-history scenario puts before the seeded ones: three pages and more. */
const HISTORY_LENGTH = 24;

/** Scenarios of chat: each failure a member can meet while writing. */
export const chatScenarios: ScenarioDef[] = [
  {
    name: 'chat-history',
    description:
      'lin_xiao (10001) and aya_photo (10002) exchanged 24 more messages over the weeks before',
    apply: (db) => {
      for (let i = 0; i < HISTORY_LENGTH; i++) {
        const mine = i % 2 === 0;
        db.accounts.chats.unshift({
          id: nextId(db, 'chat'),
          fromUserId: mine ? '10001' : '10002',
          toUserId: mine ? '10002' : '10001',
          content: `#${HISTORY_LENGTH - i} ${mine ? '今天的照片很好看' : '谢谢，明天继续拍'}`,
          // Two messages a day, going back from 46 days before the reference date.
          createdAt: atOffset(-46 * DAY - Math.floor(i / 2) * DAY - (i % 2) * 3_600_000),
          isRead: true,
          deletedFor: [],
        });
      }
    },
  },
  {
    name: 'chat-refused',
    description:
      'Every chat permission is refused: the member must subscribe before writing to anyone',
    apply: (db) => {
      db.accounts.simulate.chatRefused = true;
    },
  },
  {
    name: 'chat-send-fails',
    description: 'Sending a chat message answers code 10000 with the server’s message',
    overrides: {
      [messages.send.id]: { code: '10000', message: 'Message not sent: the chat service is busy' },
    },
  },
  {
    name: 'chat-answer-lost',
    description:
      'The first chat message sent is stored, then its answer is lost: a retry must not duplicate it',
    overrides: { [messages.send.id]: { networkAfter: 1 } },
  },
];
