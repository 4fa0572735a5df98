import type { DetailType, OrderType, PayChannelCode } from '@/api/schemas/wallet';
import type { NoticeType } from '@/api/schemas/message';
import type { NoticeSettings, PrivacySettings } from '@/api/schemas/account';
import { BANKS } from '@fixtures/accounts/banks';
import { ACCOUNT_RULES } from '@fixtures/accounts/config';
import { VIP_LEVELS, type VipLevelFixture } from '@fixtures/accounts/vip-levels';
import type { Localized } from '@fixtures/localized';
import type { CoreTables } from './core';

/** Per-member account data that is not on the core user row. */
export interface AccountRow {
  userId: string;
  /** Display id of the login data. */
  uid: string;
  imToken: string;
  /** Six digits, or null while not set. */
  payPassword: string | null;
  /** Who invited this member (set once). */
  inviterId: string | null;
  /**
   * The invite code this member registered (or bound a visitor) with, and when: the only invite
   * auth.recordInvite may credit for them. Absent for everyone who signed up without one.
   */
  signupInvite?: { code: string; at: string };
  /** Invite code printed on the identity card; null prints the member's own. */
  cardInviteCode: string | null;
  /** A visitor's device id: the same device gets the same visitor back. */
  deviceId: string | null;
  privacy: PrivacySettings;
  notice: NoticeSettings;
}

export interface WalletRow {
  /** Yuan; always the sum of the member's ledger rows (mocks/db/ledger.ts keeps it so). */
  balance: number;
  videoTicket: number;
  postTicket: number;
  downloadTicket: number;
}

/** One balance detail: signed amount (income positive), in yuan. */
export interface LedgerRow {
  id: string;
  userId: string;
  type: DetailType;
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  withdrawalId: string | null;
  counterpartyId: string | null;
  remark: string;
  createdAt: string;
}

export interface OrderRow {
  orderId: string;
  orderNo: string;
  userId: string;
  type: OrderType;
  productId: string;
  payAmount: number;
  count: number;
  channel: PayChannelCode;
  remark: string;
  status: 'unpaid' | 'pending' | 'paid';
  createdAt: string;
  paidAt: string | null;
  /**
   * An outside channel still settling (scenarios recharge-settles-late, recharge-fails): after
   * `readsLeft` reads of the order it ends as `endsAs`. Not part of the answer.
   */
  settling?: { readsLeft: number; endsAs: 'paid' | 'unpaid' };
  /** The pay token that created it (null for seeded and one-call purchases). */
  payToken: string | null;
  /** Who is credited when it is paid: the tipped user, the creator, the post's author. */
  payeeId: string | null;
}

export interface PayTokenRow {
  token: string;
  userId: string;
  createdAt: string;
  /** The order it created; a token with an order is used up. */
  orderId: string | null;
}

export interface BankCardRow {
  id: string;
  userId: string;
  bankId: string;
  holderName: string;
  cardNumber: string;
  createdAt: string;
}

export interface WithdrawalRow {
  id: string;
  userId: string;
  amount: number;
  fee: number;
  feeRate: number;
  actualAmount: number;
  /** A copy: the record keeps its card when the card is deleted later. */
  bankCard: BankCardRow;
  status: 'pending' | 'done' | 'rejected';
  createdAt: string;
}

export interface InviteRow {
  inviterId: string;
  inviteeId: string;
  inviteCode: string;
  rewardHours: number;
  createdAt: string;
}

export interface ChatRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  content: string;
  createdAt: string;
  isRead: boolean;
  /** Members who deleted it from their side. */
  deletedFor: string[];
  /** The sender's id for the message: a retry with it finds this row instead of adding one. */
  clientMessageId?: string;
  /** The receiver has yet to answer it (the mock's chat partner, mocks/handlers/chat-replies.ts). */
  replyPending?: boolean;
}

export interface InboxRow {
  id: string;
  /** The receiver. */
  userId: string;
  type: NoticeType;
  fromUserId: string | null;
  title: Localized;
  content: Localized;
  postId: string | null;
  createdAt: string;
  isRead: boolean;
}

export interface FeedbackRow {
  id: string;
  userId: string;
  content: string;
  contact: string;
  createdAt: string;
  reply: Localized | null;
  repliedAt: string | null;
  replyRead: boolean;
}

export interface SmsCodeRow {
  phoneAreaCode: string;
  phoneNumber: string;
  code: string;
}

/** Switches the accounts scenarios turn on, so failures still answer in the request's language. */
export interface AccountSimulation {
  /** Every phone counts as registered. */
  phoneRegistered: boolean;
  /** Every invite code is invalid. */
  inviteInvalid: boolean;
  /** Every account name is taken. */
  nameTaken: boolean;
  /** Every security answer is wrong. */
  wrongAnswer: boolean;
  /** Setting or changing the pay password fails. */
  payPasswordSetFails: boolean;
  /** Paying an order fails ('Payment failed'). */
  paymentFails: boolean;
  /** Paying from the balance finds it short (spent elsewhere after the pay sheet opened). */
  shortfallAtPayment?: boolean;
  /** Outside channels leave a paid order pending, then settle it (a recharge that settles late). */
  outsideChannelLate?: boolean;
  /** Outside channels leave a paid order pending, then fail it (unpaid again). */
  outsideChannelFails?: boolean;
  /** Outside channels leave a paid order pending and never settle it (a channel gone quiet). */
  outsideChannelSilent?: boolean;
  /** Every chat permission is refused (a creator who takes messages from subscribers only). */
  chatRefused?: boolean;
  /** Every login with the right password finds the account in this state (issue 26 §3). */
  loginState?: 'locked' | 'disabled' | 'expired' | 'credentialsExpired';
}

export interface PayPasswordGuardRow {
  /** Wrong pay passwords in a row since the last right one (or the last lock). */
  wrongTries: number;
  lockedUntil: string | null;
}

export interface IdentityTicketRow {
  ticket: string;
  userId: string;
  purpose: 'changePhone';
  expiresAt: string;
}

/** The security slice of the accounts tables. */
export interface SecurityTables {
  payPasswordGuards: Record<string, PayPasswordGuardRow>;
  /** Wrong proofs of identity in a row (the phone change's first step), locked like the above. */
  identityGuards: Record<string, PayPasswordGuardRow>;
  /** When each member last changed (or bound) their phone. */
  phoneChangedAt: Record<string, string>;
  identityTickets: IdentityTicketRow[];
}

export function emptySecurityTables(): SecurityTables {
  return { payPasswordGuards: {}, identityGuards: {}, phoneChangedAt: {}, identityTickets: [] };
}

/** Wallets, orders, bank cards, security questions, chat and settings. Owned by the accounts area. */
export interface AccountTables {
  /** Seconds after the reference date of the last runtime event (deterministic clock). */
  clock: number;
  /** Last number handed out for a runtime id. */
  serial: number;
  rules: typeof ACCOUNT_RULES;
  simulate: AccountSimulation;
  profiles: Record<string, AccountRow>;
  securityAnswers: Record<string, Array<{ questionId: number; answer: string }>>;
  /** Phones with their own SMS code; every other phone gets rules.defaultSmsCode. */
  smsCodes: SmsCodeRow[];
  wallets: Record<string, WalletRow>;
  ledger: LedgerRow[];
  orders: OrderRow[];
  payTokens: PayTokenRow[];
  vipLevels: VipLevelFixture[];
  banks: typeof BANKS;
  bankCards: BankCardRow[];
  withdrawals: WithdrawalRow[];
  invites: InviteRow[];
  // Post unlocks, subscriptions and free views are access state of the content slice
  // (db.content.unlocks / subscriptions / freeViewsUsed): paying calls its unlockPost and subscribe.
  chats: ChatRow[];
  inbox: InboxRow[];
  feedback: FeedbackRow[];
  /** Days (YYYY-MM-DD) with a visit record, per member. */
  visits: Record<string, string[]>;
  /** Pay-password guard, phone changes, proofs of identity (./wallet-security.ts). */
  security: SecurityTables;
}

/** What the account operations need: the slice plus the core tables they touch. */
export type AccountsDb = Pick<CoreTables, 'users' | 'sessions' | 'follows'> & {
  accounts: AccountTables;
};

export const NO_SIMULATION: AccountSimulation = {
  phoneRegistered: false,
  inviteInvalid: false,
  nameTaken: false,
  wrongAnswer: false,
  payPasswordSetFails: false,
  paymentFails: false,
};

export function emptyAccountTables(): AccountTables {
  return {
    clock: 0,
    serial: 0,
    rules: structuredClone(ACCOUNT_RULES),
    simulate: { ...NO_SIMULATION },
    profiles: {},
    securityAnswers: {},
    smsCodes: [],
    wallets: {},
    ledger: [],
    orders: [],
    payTokens: [],
    vipLevels: structuredClone(VIP_LEVELS),
    banks: structuredClone(BANKS),
    bankCards: [],
    withdrawals: [],
    invites: [],
    chats: [],
    inbox: [],
    feedback: [],
    visits: {},
    security: emptySecurityTables(),
  };
}

/** The SMS code a phone receives. */
export function smsCodeFor(db: AccountsDb, phoneAreaCode: string, phoneNumber: string): string {
  const row = db.accounts.smsCodes.find(
    (r) => r.phoneAreaCode === phoneAreaCode && r.phoneNumber === phoneNumber,
  );
  return row?.code ?? db.accounts.rules.defaultSmsCode;
}

/** For the QA panel: the code of every listed phone, and the code all other phones receive. */
export function smsCodesFor(db: AccountsDb): { defaultCode: string; codes: SmsCodeRow[] } {
  return { defaultCode: db.accounts.rules.defaultSmsCode, codes: [...db.accounts.smsCodes] };
}
