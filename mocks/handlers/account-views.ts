import type { IdentityCard, LoginData } from '@/api/schemas/account';
import type { ChatMessage, Feedback, Notice } from '@/api/schemas/message';
import type { UserProfile } from '@/api/schemas/user';
import type {
  BalanceDetail,
  BankCard,
  Order,
  WalletAccount,
  Withdrawal,
} from '@/api/schemas/wallet';
import { SITE_URLS } from '@fixtures/accounts/config';
import type { MockLang } from '@fixtures/localized';
import type { MockDb } from '../db';
import type {
  BankCardRow,
  ChatRow,
  FeedbackRow,
  InboxRow,
  LedgerRow,
  OrderRow,
  WithdrawalRow,
} from '../db/accounts';
import { balanceOf, ensureWallet } from '../db/ledger';
import { headImgUrl, toOwnUserInfo, toUserBrief } from '../platform/views';
import { subscribesTo } from './access';

/** Rows of the accounts slice -> what the API answers. */

export function signedIn(userId: string | null): string {
  // handle() answers 10201 before the resolver of a private call runs without a session.
  if (!userId) throw new Error('A private handler ran without a signed-in member');
  return userId;
}

/** The account flags of the login answer (section 3); all true but in a login-state scenario. */
export type AccountFlags = Pick<
  LoginData,
  'accountNonExpired' | 'accountNonLocked' | 'credentialsNonExpired'
>;
const ACCOUNT_IN_ORDER: AccountFlags = {
  accountNonExpired: true,
  accountNonLocked: true,
  credentialsNonExpired: true,
};

export function toLoginData(
  db: MockDb,
  userId: string,
  token: string,
  flags: AccountFlags = ACCOUNT_IN_ORDER,
): LoginData {
  const user = db.users[userId]!;
  const profile = db.accounts.profiles[userId]!;
  return {
    token,
    userId,
    username: user.username,
    headImgUrl: headImgUrl(user),
    imToken: profile.imToken,
    loginType: 3,
    phoneAreaCode: user.phoneAreaCode,
    phoneNumber: user.phoneNumber,
    uid: profile.uid,
    ...flags,
    isVisitor: user.isVisitor,
  };
}

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

export function toProfile(db: MockDb, userId: string, viewerId: string): UserProfile {
  const info = toOwnUserInfo(db, userId);
  const user = db.users[userId]!;
  const self = userId === viewerId;
  return {
    ...toUserBrief(db, userId, viewerId),
    sex: user.sex,
    birthday: user.birthday,
    vipLevel: info.vipLevel,
    vipType: info.vipType,
    vipExpireAt: info.vipExpireAt,
    fansNum: info.fansNum,
    followNum: info.followNum,
    subscriptionPrice: user.subscriptionPrice,
    subscribed: subscribesTo(db, viewerId, userId),
    isSelf: self,
    isVisitor: user.isVisitor,
    availableBalance: self ? balanceOf(db, userId) : null,
    phoneAreaCode: self ? user.phoneAreaCode : null,
    phoneNumber: self && user.phoneNumber ? maskPhone(user.phoneNumber) : null,
    inviteCode: self ? user.inviteCode : null,
    hasPayPassword: self ? db.accounts.profiles[userId]?.payPassword != null : null,
  };
}

export function toIdentityCard(db: MockDb, userId: string): IdentityCard {
  const user = db.users[userId]!;
  const inviteCode = db.accounts.profiles[userId]?.cardInviteCode ?? user.inviteCode;
  const site = SITE_URLS[0]!;
  return {
    urls: [...SITE_URLS],
    qrInfo: `${site}?inviteCode=${encodeURIComponent(inviteCode)}&account=${encodeURIComponent(user.username)}`,
    name: user.username,
    // Never the login password (nor the pay password): see identityCardSchema.
    inviteCode,
  };
}

export function toWalletAccount(db: MockDb, userId: string): WalletAccount {
  const wallet = ensureWallet(db, userId);
  return {
    userId,
    availableBalance: wallet.balance,
    videoTicket: wallet.videoTicket,
    postTicket: wallet.postTicket,
    downloadTicket: wallet.downloadTicket,
    hasPayPassword: db.accounts.profiles[userId]?.payPassword != null,
    subscriptionPrice: db.users[userId]?.subscriptionPrice ?? null,
    withdrawal: { ...db.accounts.rules.withdrawal },
  };
}

export function toDetail(row: LedgerRow): BalanceDetail {
  const { userId: _userId, ...detail } = row;
  return detail;
}

export function toOrder(row: OrderRow): Order {
  // payeeId is the ledger's (who a tip or unlock pays): the contract's Order has no such field, and
  // Redocly's check of the generated examples caught it leaking into every order answer.
  const {
    userId: _userId,
    payToken: _payToken,
    settling: _settling,
    payeeId: _payeeId,
    ...order
  } = row;
  return order;
}

function maskCard(number: string): string {
  return `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
}

export function toBankCard(db: MockDb, row: BankCardRow, lang: MockLang): BankCard {
  const bank = db.accounts.banks.find((b) => b.bankId === row.bankId);
  return {
    id: row.id,
    bankId: row.bankId,
    bankName: bank?.name[lang] ?? row.bankId,
    holderName: row.holderName,
    cardNumber: maskCard(row.cardNumber),
    tailNumber: row.cardNumber.slice(-4),
    createdAt: row.createdAt,
  };
}

export function toWithdrawal(db: MockDb, row: WithdrawalRow, lang: MockLang): Withdrawal {
  const { userId: _userId, bankCard, ...rest } = row;
  return { ...rest, bankCard: toBankCard(db, bankCard, lang) };
}

/** A chat message as `viewer` sees it: the sender's own id for it goes back to the sender only. */
export function toChat(row: ChatRow, viewer: string): ChatMessage {
  // The server's own bookkeeping stays on the server.
  const { deletedFor: _deletedFor, clientMessageId, replyPending: _pending, ...message } = row;
  return clientMessageId && row.fromUserId === viewer ? { ...message, clientMessageId } : message;
}

export function toNotice(db: MockDb, row: InboxRow, lang: MockLang): Notice {
  return {
    id: row.id,
    type: row.type,
    fromUser: row.fromUserId && db.users[row.fromUserId] ? toUserBrief(db, row.fromUserId) : null,
    title: row.title[lang],
    content: row.content[lang],
    postId: row.postId,
    createdAt: row.createdAt,
    isRead: row.isRead,
  };
}

export function toFeedback(row: FeedbackRow, lang: MockLang): Feedback {
  return {
    id: row.id,
    content: row.content,
    contact: row.contact,
    createdAt: row.createdAt,
    reply: row.reply ? row.reply[lang] : null,
    repliedAt: row.repliedAt,
    replyRead: row.replyRead,
  };
}

/** Newest first; rows of the same time keep their reverse insertion order. */
export function newestFirst<T extends { createdAt: string }>(rows: readonly T[]): T[] {
  return [...rows]
    .reverse()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
