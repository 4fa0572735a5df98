import { messagesEndpoints as ep } from '@/api/endpoints/messages';
import type { ChatPermission } from '@/api/schemas/message';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { MockDb } from '../db';
import type { ChatRow } from '../db/accounts';
import { nextId, tick } from '../db/account-clock';
import { fail, handle, MockFailure } from '../platform/handle';
import { paginate } from '../platform/paging';
import { toUserBrief } from '../platform/views';
import { subscribesTo } from './access';
import { newestFirst, signedIn, toChat, toFeedback, toNotice } from './account-views';
import { answerOverdue, expectReply } from './chat-replies';
import { checkText } from './content-store';

/** Messages between two members that `viewer` has not deleted from their side. */
function visibleBetween(db: MockDb, viewer: string, a: string, b: string): ChatRow[] {
  return db.accounts.chats.filter(
    (c) =>
      !c.deletedFor.includes(viewer) &&
      ((c.fromUserId === a && c.toUserId === b) || (c.fromUserId === b && c.toUserId === a)),
  );
}

/**
 * Section 6: a subscriber may message the creator. Designed here: users without a subscription
 * price take messages from anyone, and a creator who wrote first may be answered.
 */
function permission(db: MockDb, from: string, to: string): MockFailure | ChatPermission {
  if (from === to) return { allowed: false, reason: 'self', subscriptionPrice: null };
  const target = db.users[to];
  if (!target) return fail(M.userNotFound);
  if (db.accounts.simulate.chatRefused) {
    return {
      allowed: false,
      reason: 'subscriptionRequired',
      subscriptionPrice: target.subscriptionPrice,
    };
  }
  const open =
    target.subscriptionPrice === null ||
    subscribesTo(db, from, to) ||
    db.accounts.chats.some((c) => c.fromUserId === to && c.toUserId === from);
  return open
    ? { allowed: true, reason: 'ok', subscriptionPrice: null }
    : {
        allowed: false,
        reason: 'subscriptionRequired',
        subscriptionPrice: target.subscriptionPrice,
      };
}

export const messagesHandlers = [
  handle(ep.list, ({ db, query, userId, lang }) => {
    const me = signedIn(userId);
    const rows = db.accounts.inbox.filter(
      (n) => n.userId === me && (!query.type || n.type === query.type),
    );
    const page = paginate(newestFirst(rows), query.page, query.limit);
    return { ...page, resultList: page.resultList.map((n) => toNotice(db, n, lang)) };
  }),
  handle(ep.readAll, ({ db, body, userId }) => {
    const me = signedIn(userId);
    let changed = 0;
    for (const n of db.accounts.inbox) {
      if (n.userId !== me || n.isRead || (body.type && n.type !== body.type)) continue;
      n.isRead = true;
      changed += 1;
    }
    return { changed };
  }),
  handle(ep.unread, ({ db, userId, lang }) => {
    const me = signedIn(userId);
    answerOverdue(db, lang);
    const counts = { like: 0, follow: 0, comment: 0, mention: 0, system: 0, report: 0 };
    for (const n of db.accounts.inbox) if (n.userId === me && !n.isRead) counts[n.type] += 1;
    const feedback = db.accounts.feedback.filter(
      (f) => f.userId === me && f.reply && !f.replyRead,
    ).length;
    const chat = db.accounts.chats.filter(
      (c) => c.toUserId === me && !c.isRead && !c.deletedFor.includes(me),
    ).length;
    return { ...counts, feedback, chat };
  }),
  handle(ep.feedbackReplies, ({ db, query, userId, lang }) => {
    const me = signedIn(userId);
    const replies = db.accounts.feedback
      .filter((f) => f.userId === me && f.reply && f.repliedAt)
      .map((f) => ({
        id: `${f.id}-reply`,
        feedbackId: f.id,
        question: f.content,
        reply: f.reply![lang],
        createdAt: f.repliedAt!,
        isRead: f.replyRead,
      }));
    return paginate(newestFirst(replies), query.page, query.limit);
  }),
  handle(ep.send, ({ db, body, userId, lang }) => {
    const me = signedIn(userId);
    // A retry of a message whose answer was lost: the message stored the first time, once.
    const known =
      body.clientMessageId &&
      db.accounts.chats.find(
        (c) => c.fromUserId === me && c.clientMessageId === body.clientMessageId,
      );
    if (known) return toChat(known, me);
    const allowed = permission(db, me, body.toUserId);
    if (allowed instanceof MockFailure) return allowed;
    if (allowed.reason === 'self') return fail(M.chatSelf);
    if (!allowed.allowed) return fail(M.chatNeedsSubscription);
    // The same text rules as comments and posts: not blank, no sensitive word.
    const refused = checkText(db, body.content);
    if (refused) return refused;
    const row: ChatRow = {
      id: nextId(db, 'chat'),
      fromUserId: me,
      toUserId: body.toUserId,
      content: body.content,
      createdAt: tick(db),
      isRead: false,
      deletedFor: [],
      ...(body.clientMessageId ? { clientMessageId: body.clientMessageId } : {}),
    };
    db.accounts.chats.push(row);
    expectReply(db, row, lang);
    return toChat(row, me);
  }),
  handle(ep.delete, ({ db, body, userId }) => {
    const me = signedIn(userId);
    let deleted = 0;
    for (const c of db.accounts.chats) {
      if (!body.ids.includes(c.id) || c.deletedFor.includes(me)) continue;
      if (c.fromUserId !== me && c.toUserId !== me) continue;
      c.deletedFor.push(me);
      deleted += 1;
    }
    return { deleted };
  }),
  handle(ep.deleteConversation, ({ db, path, userId }) => {
    const me = signedIn(userId);
    const { fromUserId = '', toUserId = '' } = path;
    if (fromUserId !== me && toUserId !== me) return fail(M.conversationForbidden);
    const rows = visibleBetween(db, me, fromUserId, toUserId);
    for (const c of rows) c.deletedFor.push(me);
    return { deleted: rows.length };
  }),
  handle(ep.conversations, ({ db, query, userId, lang }) => {
    const me = signedIn(userId);
    answerOverdue(db, lang);
    const last = new Map<string, ChatRow>();
    const unread = new Map<string, number>();
    for (const c of db.accounts.chats) {
      if (c.deletedFor.includes(me) || (c.fromUserId !== me && c.toUserId !== me)) continue;
      const other = c.fromUserId === me ? c.toUserId : c.fromUserId;
      if (!db.users[other]) continue;
      const prev = last.get(other);
      if (!prev || c.createdAt >= prev.createdAt) last.set(other, c);
      if (c.toUserId === me && !c.isRead) unread.set(other, (unread.get(other) ?? 0) + 1);
    }
    const rows = [...last.entries()].sort(([, a], [, b]) => (a.createdAt < b.createdAt ? 1 : -1));
    const page = paginate(rows, query.page, query.size, query.sort);
    return {
      ...page,
      resultList: page.resultList.map(([other, message]) => ({
        user: toUserBrief(db, other, me),
        lastMessage: toChat(message, me),
        unreadCount: unread.get(other) ?? 0,
      })),
    };
  }),
  handle(ep.conversation, ({ db, path, query, userId, lang }) => {
    const me = signedIn(userId);
    const { fromUserId = '', toUserId = '' } = path;
    if (fromUserId !== me && toUserId !== me) return fail(M.conversationForbidden);
    answerOverdue(db, lang);
    const rows = visibleBetween(db, me, fromUserId, toUserId);
    const page = paginate(newestFirst(rows), query.page, query.size, query.sort);
    const answer = { ...page, resultList: page.resultList.map((c) => toChat(c, me)) };
    // Opening a conversation reads it: the answer still shows what was unread until now.
    for (const c of rows) if (c.toUserId === me) c.isRead = true;
    return answer;
  }),
  handle(ep.chatPermission, ({ db, path, userId }) =>
    permission(db, signedIn(userId), path.toUserId ?? ''),
  ),
  handle(ep.feedbackList, ({ db, query, userId, lang }) => {
    const me = signedIn(userId);
    const page = paginate(
      newestFirst(db.accounts.feedback.filter((f) => f.userId === me)),
      query.page,
      query.size,
      query.sort,
    );
    return { ...page, resultList: page.resultList.map((f) => toFeedback(f, lang)) };
  }),
  handle(ep.feedbackUpdate, ({ db, body, userId, lang }) => {
    const me = signedIn(userId);
    const row = db.accounts.feedback.find((f) => f.id === body.id && f.userId === me);
    if (!row) return fail(M.feedbackNotFound);
    const edits = body.content !== undefined || body.contact !== undefined;
    if (edits && row.reply) return fail(M.feedbackAnswered);
    if (body.content !== undefined) row.content = body.content;
    if (body.contact !== undefined) row.contact = body.contact;
    if (body.replyRead && row.reply) row.replyRead = true;
    return toFeedback(row, lang);
  }),
];
