import { delay } from 'msw';
import type { MockDb } from '../db';
import type { ChatRow } from '../db/accounts';
import { nextId, tick } from '../db/account-clock';
import type { Localized, MockLang } from '../platform/messages';

/**
 * The other member of a conversation answers, so chat is alive in the workbench. The answer comes
 * a short while after the message (a timer of the mock platform, as its latency is), never by
 * the wall clock: its words and its time (the mock clock) are the same on every run, and a test
 * waits for the answer to show, not for a number of seconds.
 */
export const CHAT_REPLY_DELAY_MS = 1200;

/** The answers, taken in turn by how many messages the conversation already holds. */
const REPLIES: Localized[] = [
  {
    zh_CN: '收到～谢谢你的留言！',
    en_US: 'Got it, thanks for your message!',
    ja: '届きました、メッセージありがとう！',
  },
  {
    zh_CN: '好呀，晚点详细聊',
    en_US: 'Sure, let’s talk more later',
    ja: 'いいね、あとで詳しく話そう',
  },
  { zh_CN: '哈哈，同感！', en_US: 'Haha, same here!', ja: 'ははは、同じく！' },
];

/** Rows whose answer is on its way in this JavaScript context (per db: a story gets a fresh one). */
const onTheirWay = new WeakMap<MockDb, Set<string>>();

function answer(db: MockDb, sent: ChatRow, lang: MockLang): void {
  if (!sent.replyPending) return;
  sent.replyPending = false;
  const between = db.accounts.chats.filter(
    (c) =>
      (c.fromUserId === sent.fromUserId && c.toUserId === sent.toUserId) ||
      (c.fromUserId === sent.toUserId && c.toUserId === sent.fromUserId),
  ).length;
  db.accounts.chats.push({
    id: nextId(db, 'chat'),
    fromUserId: sent.toUserId,
    toUserId: sent.fromUserId,
    content: REPLIES[between % REPLIES.length]![lang],
    createdAt: tick(db),
    isRead: false,
    deletedFor: [],
  });
}

/** Starts the answer to a message just stored. */
export function expectReply(db: MockDb, sent: ChatRow, lang: MockLang): void {
  sent.replyPending = true;
  const waiting = onTheirWay.get(db) ?? new Set<string>();
  onTheirWay.set(db, waiting);
  waiting.add(sent.id);
  void delay(CHAT_REPLY_DELAY_MS).then(() => {
    waiting.delete(sent.id);
    answer(db, sent, lang);
  });
}

/**
 * Answers at once what was still pending when this context started (a reload of the app kept
 * the db but not its timers): the answer is late, never lost and never given twice.
 */
export function answerOverdue(db: MockDb, lang: MockLang): void {
  const waiting = onTheirWay.get(db);
  for (const row of db.accounts.chats) {
    if (row.replyPending && !waiting?.has(row.id)) answer(db, row, lang);
  }
}
