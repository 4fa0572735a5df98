import { walletEndpoints as ep } from '@/api/endpoints/wallet';
import {
  normaliseCardCode,
  ORDER_TYPES,
  RECHARGE_CARD_CODE,
  type RechargeCardRecord,
} from '@/api/schemas/wallet';
import { RECHARGE_CARDS } from '@fixtures/accounts/codes';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { WALLET_MESSAGES as W } from '@fixtures/accounts/wallet-messages';
import type { MockDb } from '../db';
import type { OrderRow } from '../db/accounts';
import { currentTime, tick } from '../db/account-clock';
import { balanceOf, ensureWallet } from '../db/ledger';
import {
  findCard,
  findExchangeCode,
  isCardUsed,
  isExchangeUsed,
  isExpired,
  maskCardCode,
  redeemCard,
  redeemExchange,
} from '../db/wallet-codes';
import { fail, handle } from '../platform/handle';
import { paginate } from '../platform/paging';
import { newestFirst, signedIn, toDetail, toOrder } from './account-views';
import { advanceSettling } from './pay';

/** Exchange codes: 8 to 16 letters and digits once the grouping is stripped. */
const EXCHANGE_CODE = /^[A-Z0-9]{8,16}$/;

function toCardRecord(db: MockDb, order: OrderRow): RechargeCardRecord {
  const card = RECHARGE_CARDS.find((c) => c.cardId === order.productId);
  const detail = db.accounts.ledger.find((r) => r.orderId === order.orderId);
  return {
    orderId: order.orderId,
    cardCode: card ? maskCardCode(card.code) : order.productId,
    amount: order.payAmount,
    detailId: detail?.id ?? '',
    createdAt: order.paidAt ?? order.createdAt,
  };
}

/** Rows by id (deep links to a detail or an order), recharge cards and exchange codes. */
export const walletCodeHandlers = [
  handle(ep.detail, ({ db, path, userId }) => {
    const me = signedIn(userId);
    const row = db.accounts.ledger.find((r) => r.id === path.id && r.userId === me);
    return row ? toDetail(row) : fail(W.detailNotFound);
  }),
  handle(ep.order, ({ db, path, userId }) => {
    const me = signedIn(userId);
    const row = db.accounts.orders.find((o) => o.orderId === path.id && o.userId === me);
    if (!row) return fail(M.orderNotFound);
    // An outside channel settles in its own time: each read of a pending order brings it closer.
    advanceSettling(db, row);
    return toOrder(row);
  }),
  handle(ep.rechargeCard, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const code = normaliseCardCode(body.code);
    const card = RECHARGE_CARD_CODE.test(code) ? findCard(code) : undefined;
    if (!card) return fail(W.cardInvalid);
    if (isCardUsed(db, card)) return fail(W.cardUsed);
    if (isExpired(card.expiresAt, currentTime(db))) return fail(W.cardExpired);
    const { order } = redeemCard(db, me, card, tick(db));
    return { record: toCardRecord(db, order), availableBalance: balanceOf(db, me) };
  }),
  handle(ep.rechargeCardRecords, ({ db, query, userId }) => {
    const me = signedIn(userId);
    const rows = db.accounts.orders.filter(
      (o) => o.userId === me && o.type === ORDER_TYPES.rechargeCard && o.status === 'paid',
    );
    const page = paginate(newestFirst(rows), query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map((o) => toCardRecord(db, o)) };
  }),
  handle(ep.exchange, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const text = normaliseCardCode(body.code);
    const code = EXCHANGE_CODE.test(text) ? findExchangeCode(text) : undefined;
    if (!code) return fail(W.exchangeInvalid);
    if (isExchangeUsed(db, code)) return fail(W.exchangeUsed);
    if (isExpired(code.expiresAt, currentTime(db))) return fail(W.exchangeExpired);
    const user = db.users[me]!;
    if (code.reward.kind === 'vip' && user.vipType === 'lifetime') return fail(M.alreadyLifetime);
    const reward = redeemExchange(db, me, code, tick(db));
    const wallet = ensureWallet(db, me);
    return {
      reward,
      tickets: {
        videoTicket: wallet.videoTicket,
        postTicket: wallet.postTicket,
        downloadTicket: wallet.downloadTicket,
      },
      vip: { vipLevel: user.vipLevel, vipType: user.vipType, vipExpireAt: user.vipExpireAt },
    };
  }),
];
