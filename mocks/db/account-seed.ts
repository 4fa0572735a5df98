import type { Faker } from '@faker-js/faker';
import { makeAccountIdentity, makeSecurityAnswers } from '@fixtures/accounts/factories';
import { makeFanLine, NAMED_CHATS, NAMED_FEEDBACK, NAMED_NOTICES } from '@fixtures/accounts/inbox';
import {
  ACCOUNT_TOKENS,
  ACCOUNT_USERS,
  NAMED_ACCOUNTS,
  NAMED_BANK_CARDS,
  NAMED_INVITES,
  NAMED_SMS_CODES,
  NAMED_VISITS,
} from '@fixtures/accounts/users';
import {
  makeTickets,
  makeWalletEvents,
  NAMED_PAY_TOKENS,
  NAMED_PENDING_ORDERS,
  NAMED_WALLET_EVENTS,
  type WalletEventFixture,
} from '@fixtures/accounts/wallets';
import { DAY, HOUR, atOffset } from '@fixtures/seed';
import { emptyAccountTables, type AccountTables, type AccountsDb } from './accounts';
import type { CoreTables } from './core';
import { nextId } from './account-clock';
import { ensureWallet } from './ledger';
import { newAccountRow } from './members';
import { createOrderRow, recordWithdrawal, settleOrder, type NewOrder } from './wallet-ops';

/** Volume fans who have written to the creator. */
const FAN_EVERY = 8;

/**
 * Fills the slice. Faker draws, in this order: per volume user (ascending userId) identity,
 * security answers, tickets and wallet history; then one chat line per eighth volume user.
 */
export function seedAccounts(faker: Faker, db: AccountsDb): void {
  for (const user of Object.values(ACCOUNT_USERS))
    db.users[user.userId] = { ...user, tags: [...user.tags] };
  for (const [name, token] of Object.entries(ACCOUNT_TOKENS))
    db.sessions[token] = ACCOUNT_USERS[name as keyof typeof ACCOUNT_USERS].userId;

  const events: WalletEventFixture[] = [...NAMED_WALLET_EVENTS];
  for (const user of Object.values(db.users)) {
    const named = NAMED_ACCOUNTS[user.userId];
    const identity = named ?? makeAccountIdentity(faker, user.userId);
    const profile = newAccountRow(user.userId, identity);
    if (named) {
      profile.payPassword = named.payPassword;
      profile.privacy = { ...named.privacy };
    }
    db.accounts.profiles[user.userId] = profile;
    db.accounts.securityAnswers[user.userId] = named
      ? named.securityAnswers.map((a) => ({ ...a }))
      : makeSecurityAnswers(faker);
    const tickets = named?.tickets ?? makeTickets(faker);
    Object.assign(ensureWallet(db, user.userId), {
      videoTicket: tickets.video,
      postTicket: tickets.post,
      downloadTicket: tickets.download,
    });
    if (!named) events.push(...makeWalletEvents(faker, user));
  }

  db.accounts.smsCodes = NAMED_SMS_CODES.map((r) => ({ ...r }));
  db.accounts.visits = structuredClone(NAMED_VISITS);
  db.accounts.bankCards = NAMED_BANK_CARDS.map(({ daysAgo, ...card }) => ({
    ...card,
    createdAt: atOffset(-daysAgo * DAY),
  }));
  seedInvites(db);
  replayWalletEvents(db, events);
  seedPendingPayments(db);
  seedInbox(faker, db);
}

function seedInvites(db: AccountsDb): void {
  for (const invite of NAMED_INVITES) {
    const inviter = db.users[invite.inviterId];
    const profile = db.accounts.profiles[invite.inviteeId];
    if (!inviter || !profile) continue;
    profile.inviterId = invite.inviterId;
    db.accounts.invites.push({
      inviterId: invite.inviterId,
      inviteeId: invite.inviteeId,
      inviteCode: inviter.inviteCode,
      rewardHours: db.accounts.rules.inviteRewardHours,
      createdAt: atOffset(-invite.daysAgo * DAY),
    });
  }
}

/** Oldest first, one minute apart within a day, through the same operations as the handlers. */
function replayWalletEvents(db: AccountsDb, events: WalletEventFixture[]): void {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.daysAgo - a.event.daysAgo || a.index - b.index)
    .map((e) => e.event);
  ordered.forEach((event, i) => {
    const at = atOffset(-event.daysAgo * DAY + i * 60_000);
    if (event.kind === 'withdrawal') {
      const card = db.accounts.bankCards.find((c) => c.id === event.cardId);
      if (!card) throw new Error(`Seed withdrawal uses unknown card ${event.cardId}`);
      recordWithdrawal(db, {
        userId: event.userId,
        amount: event.amount,
        card,
        at,
        status: 'done',
        id: event.id,
      });
      return;
    }
    const order = createOrderRow(db, orderOfEvent(db, event), at);
    settleOrder(db, order, at, { grantVip: false });
  });
}

function orderOfEvent(
  db: AccountsDb,
  event: Exclude<WalletEventFixture, { kind: 'withdrawal' }>,
): NewOrder {
  const base = {
    userId: event.userId,
    count: 1,
    remark: '',
    payToken: null,
    payeeId: null,
    channel: 'Balance' as const,
  };
  switch (event.kind) {
    case 'recharge':
      return {
        ...base,
        type: 5,
        productId: 'recharge',
        payAmount: event.amount,
        channel: event.channel,
      };
    case 'vip': {
      const level = db.accounts.vipLevels.find((l) => l.code === event.code);
      return { ...base, type: 1, productId: event.code, payAmount: level?.price ?? 0 };
    }
    case 'post':
      return {
        ...base,
        type: 2,
        productId: event.postId,
        payAmount: event.amount,
        payeeId: event.authorId,
      };
    case 'tip':
      return {
        ...base,
        type: 3,
        productId: event.toUserId,
        payAmount: event.amount,
        remark: event.remark,
        payeeId: event.toUserId,
      };
    case 'subscription':
      return {
        ...base,
        type: 4,
        productId: event.creatorId,
        payAmount: db.users[event.creatorId]?.subscriptionPrice ?? 0,
        payeeId: event.creatorId,
      };
  }
}

function seedPendingPayments(db: AccountsDb): void {
  for (const pending of NAMED_PENDING_ORDERS) {
    createOrderRow(db, { ...pending, count: 1, payToken: null, payeeId: null }, atOffset(-HOUR));
  }
  for (const { token, userId } of NAMED_PAY_TOKENS)
    db.accounts.payTokens.push({ token, userId, createdAt: atOffset(-HOUR), orderId: null });
}

function seedInbox(faker: Faker, db: AccountsDb): void {
  const chats = NAMED_CHATS.map((c) => ({ ...c, at: atOffset(-c.minutesAgo * 60_000) }));
  const fans = Object.keys(db.users).filter(
    (id) => Number(id) > 20000 && Number(id) % FAN_EVERY === 0,
  );
  for (const fanId of fans) {
    const minutesAgo = faker.number.int({ min: 60, max: 20_000 });
    chats.push({
      fromUserId: fanId,
      toUserId: '10002',
      content: makeFanLine(faker),
      minutesAgo,
      read: faker.datatype.boolean(),
      at: atOffset(-minutesAgo * 60_000),
    });
  }
  chats.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const c of chats) {
    db.accounts.chats.push({
      id: nextId(db, 'chat'),
      fromUserId: c.fromUserId,
      toUserId: c.toUserId,
      content: c.content,
      createdAt: c.at,
      isRead: c.read,
      deletedFor: [],
    });
  }
  for (const n of NAMED_NOTICES) {
    db.accounts.inbox.push({
      id: nextId(db, 'notice'),
      userId: n.userId,
      type: n.type,
      fromUserId: n.fromUserId,
      title: { ...n.title },
      content: { ...n.content },
      postId: null,
      createdAt: atOffset(-n.hoursAgo * HOUR),
      isRead: n.read,
    });
  }
  for (const f of NAMED_FEEDBACK) {
    const createdAt = atOffset(-f.daysAgo * DAY);
    db.accounts.feedback.push({
      id: f.id,
      userId: f.userId,
      content: f.content,
      contact: f.contact,
      createdAt,
      reply: f.reply ? { ...f.reply } : null,
      repliedAt: f.reply ? atOffset(-f.daysAgo * DAY + 3 * HOUR) : null,
      replyRead: f.replyRead,
    });
  }
}

/**
 * Builds the slice from the seed. Adds the accounts areas' named users (fixtures/accounts/users)
 * to core.users and their tokens to core.sessions. All randomness comes from `faker`.
 */
export function createAccountTables(faker: Faker, core: CoreTables): AccountTables {
  const accounts = emptyAccountTables();
  seedAccounts(faker, {
    users: core.users,
    sessions: core.sessions,
    follows: core.follows,
    accounts,
  });
  return accounts;
}
