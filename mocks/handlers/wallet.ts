import { walletEndpoints as ep } from '@/api/endpoints/wallet';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { ORDER_TYPES } from '@/api/schemas/wallet';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { PAY_CHANNELS } from '@fixtures/accounts/banks';
import { SECURITY_MESSAGES as S } from '@fixtures/accounts/security-messages';
import { WALLET_MESSAGES as W } from '@fixtures/accounts/wallet-messages';
import type { Localized } from '@fixtures/localized';
import { nextId, tick } from '../db/account-clock';
import { balanceOf, roundYuan } from '../db/ledger';
import { createOrderRow, recordWithdrawal, settleOrder } from '../db/wallet-ops';
import { clearPayPasswordGuard, payPasswordGuard, phoneCooldown } from '../db/wallet-security';
import { fail, handle, MockFailure } from '../platform/handle';
import { paginate } from '../platform/paging';
import {
  newestFirst,
  signedIn,
  toBankCard,
  toDetail,
  toOrder,
  toWithdrawal,
} from './account-views';
import { checkLoginPasswordInSession } from './login-password-proof';
import { checkPayPassword, createOrder, payOrder } from './pay';
import { checkSmsCode } from './registration';
import { walletCodeHandlers } from './wallet-codes';

function withAmount(message: Localized, amount: number): Localized {
  const fill = (text: string) => text.replace('{amount}', String(amount));
  return { zh_CN: fill(message.zh_CN), en_US: fill(message.en_US), ja: fill(message.ja) };
}

export const walletHandlers = [
  ...walletCodeHandlers,
  handle(ep.details, ({ db, query, userId }) => {
    const me = signedIn(userId);
    const rows = db.accounts.ledger.filter(
      (r) => r.userId === me && (query.type === undefined || r.type === query.type),
    );
    const page = paginate(newestFirst(rows), query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map(toDetail) };
  }),
  handle(ep.payWays, ({ db, query, userId, lang }) => {
    const me = signedIn(userId);
    const recharge = query.type === ORDER_TYPES.recharge;
    return PAY_CHANNELS.filter((c) =>
      recharge ? c.channel !== 'Balance' : c.channel === 'Balance',
    ).map((c) => ({
      channel: c.channel,
      name: c.name[lang],
      balance: c.channel === 'Balance' ? balanceOf(db, me) : null,
    }));
  }),
  handle(ep.payToken, ({ db, userId }) => {
    const me = signedIn(userId);
    const token = nextId(db, `paytoken-${me}`);
    db.accounts.payTokens.push({ token, userId: me, createdAt: tick(db), orderId: null });
    return { token };
  }),
  handle(ep.createOrder, ({ db, body, userId }) => {
    const order = createOrder(db, signedIn(userId), body);
    return order instanceof MockFailure ? order : toOrder(order);
  }),
  handle(ep.pay, ({ db, body, userId }) =>
    payOrder(db, signedIn(userId), body.orderId, body.payPassword),
  ),
  handle(ep.balancePay, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const order = db.accounts.orders.find((o) => o.orderId === body.orderId && o.userId === me);
    if (order && order.channel !== 'Balance') return fail(M.channelNotAllowed);
    return payOrder(db, me, body.orderId, body.payPassword);
  }),
  handle(ep.orders, ({ db, query, userId }) => {
    const me = signedIn(userId);
    const rows = db.accounts.orders.filter(
      (o) => o.userId === me && (query.type === undefined || o.type === query.type),
    );
    const page = paginate(newestFirst(rows), query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map(toOrder) };
  }),
  handle(ep.bankCards, ({ db, userId, lang }) => {
    const me = signedIn(userId);
    return db.accounts.bankCards.filter((c) => c.userId === me).map((c) => toBankCard(db, c, lang));
  }),
  handle(ep.addBankCard, ({ db, body, userId, lang }) => {
    const me = signedIn(userId);
    // Issue 9: a card is where money leaves to; a session alone (a phone left signed in, a
    // switched account) must not be enough to add one.
    const refused = checkPayPassword(db, me, body.payPassword);
    if (refused) return refused;
    if (!db.accounts.banks.some((b) => b.bankId === body.bankId)) return fail(M.bankNotFound);
    const cardNumber = body.cardNumber.replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(cardNumber)) return fail(M.bankCardInvalid);
    if (db.accounts.bankCards.some((c) => c.userId === me && c.cardNumber === cardNumber))
      return fail(M.bankCardDuplicate);
    const card = {
      id: nextId(db, 'card'),
      userId: me,
      bankId: body.bankId,
      holderName: body.holderName.trim(),
      cardNumber,
      createdAt: tick(db),
    };
    db.accounts.bankCards.push(card);
    return toBankCard(db, card, lang);
  }),
  handle(ep.deleteBankCard, ({ db, path, userId }) => {
    const me = signedIn(userId);
    const index = db.accounts.bankCards.findIndex((c) => c.id === path.id && c.userId === me);
    if (index === -1) return fail(M.bankCardNotFound);
    db.accounts.bankCards.splice(index, 1);
    return null;
  }),
  handle(ep.banks, ({ db, query, lang }) => {
    const wanted = query.name?.trim().toLowerCase() ?? '';
    return db.accounts.banks
      .filter(
        (b) =>
          !wanted ||
          b.code.toLowerCase().includes(wanted) ||
          Object.values(b.name).some((n) => n.toLowerCase().includes(wanted)),
      )
      .map((b) => ({ bankId: b.bankId, code: b.code, name: b.name[lang] }));
  }),
  handle(ep.withdraw, ({ db, body, userId, lang }) => {
    const me = signedIn(userId);
    // A pay token makes at most one withdrawal: the same token again (a retry after a lost answer)
    // answers the record it made, and nothing moves a second time.
    const token = db.accounts.payTokens.find((t) => t.token === body.token && t.userId === me);
    if (!token) return fail(W.withdrawalTokenInvalid);
    if (token.orderId !== null) {
      const made = db.accounts.withdrawals.find((w) => w.id === token.orderId && w.userId === me);
      return made ? toWithdrawal(db, made, lang) : fail(W.withdrawalTokenInvalid);
    }
    const card = db.accounts.bankCards.find((c) => c.id === body.bankCardId && c.userId === me);
    if (!card) return fail(M.bankCardNotFound);
    const refused = checkPayPassword(db, me, body.payPassword);
    if (refused) return refused;
    const { minAmount } = db.accounts.rules.withdrawal;
    if (body.amount < minAmount) return fail(withAmount(M.withdrawalBelowMinimum, minAmount));
    if (body.amount > balanceOf(db, me)) return fail(M.withdrawalExceedsBalance);
    const row = recordWithdrawal(db, {
      userId: me,
      amount: body.amount,
      card,
      at: tick(db),
      status: 'pending',
    });
    // PayTokenRow.orderId records what the token made: here, the withdrawal.
    token.orderId = row.id;
    return toWithdrawal(db, row, lang);
  }),
  handle(ep.withdrawalRecord, ({ db, path, userId, lang }) => {
    const me = signedIn(userId);
    const row = db.accounts.withdrawals.find((w) => w.id === path.id && w.userId === me);
    return row ? toWithdrawal(db, row, lang) : fail(M.recordNotFound);
  }),
  handle(ep.modifyPayPassword, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const profile = db.accounts.profiles[me]!;
    if (db.accounts.simulate.payPasswordSetFails) return fail(M.payPasswordSetFailed);
    // The old pay password is one more place to guess it: the same tries and lock.
    const refused = checkPayPassword(db, me, body.oldPayPassword, M.originalPayPasswordWrong);
    if (refused) return refused;
    profile.payPassword = body.payPassword;
    return null;
  }),
  handle(ep.setPayPassword, ({ db, body, userId }) => {
    const me = signedIn(userId);
    if (db.accounts.simulate.payPasswordSetFails) return fail(M.payPasswordSetFailed);
    // Issue 9: setting over an existing pay password with the login password alone let whoever
    // knew (or read) the login password take the wallet. Changing needs the old pay password.
    if (db.accounts.profiles[me]!.payPassword !== null) return fail(W.payPasswordAlreadySet);
    const wrong = checkLoginPasswordInSession(db, me, body.password, M.loginPasswordWrong);
    if (wrong) return wrong;
    db.accounts.profiles[me]!.payPassword = body.payPassword;
    return null;
  }),
  handle(ep.resetPayPassword, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const user = db.users[me]!;
    if (db.accounts.simulate.payPasswordSetFails) return fail(M.payPasswordSetFailed);
    if (!user.phoneNumber || !user.phoneAreaCode) return fail(W.noPhoneForSms);
    // Issue 27: a phone changed in the last day (perhaps by whoever holds the session) cannot
    // reset the pay password, whichever way its code was asked for.
    const cooldown = phoneCooldown(db, me);
    if (cooldown)
      return fail(S.phoneRecentlyChanged, PROPOSED_CODES.phoneRecentlyChanged.code, cooldown);
    const wrong = checkSmsCode(db, user.phoneAreaCode, user.phoneNumber, body.smsCode);
    if (wrong) return wrong;
    db.accounts.profiles[me]!.payPassword = body.payPassword;
    // The bound phone proved it is the member: a lock from guessing ends with the new password.
    clearPayPasswordGuard(db, me);
    return null;
  }),
  handle(ep.paySafety, ({ db, userId }) => {
    const me = signedIn(userId);
    return {
      hasPayPassword: db.accounts.profiles[me]?.payPassword != null,
      ...payPasswordGuard(db, me),
    };
  }),
  handle(ep.setSubscriptionPrice, ({ db, path, userId }) => {
    const user = db.users[signedIn(userId)]!;
    const price = Number(path.price);
    const { min, max } = db.accounts.rules.subscriptionPrice;
    const valid = price === 0 || (price >= min && price <= max && roundYuan(price) === price);
    if (!Number.isFinite(price) || !valid) return fail(M.priceInvalid);
    user.subscriptionPrice = price === 0 ? null : price;
    return { subscriptionPrice: user.subscriptionPrice };
  }),
  handle(ep.levels, ({ db, lang }) =>
    db.accounts.vipLevels.map((l) => ({ ...l, name: l.name[lang] })),
  ),
  handle(ep.buyLevel, ({ db, path, body, userId }) => {
    const me = signedIn(userId);
    const token = db.accounts.payTokens.find((t) => t.token === body.token && t.userId === me);
    if (!token) return fail(M.payTokenInvalid);
    const user = db.users[me]!;
    const vipNow = () => ({
      vipLevel: user.vipLevel,
      vipType: user.vipType,
      vipExpireAt: user.vipExpireAt,
    });
    if (token.orderId !== null) {
      // The same token again (a retry after a lost answer): the purchase it made, bought once.
      const made = db.accounts.orders.find((o) => o.orderId === token.orderId);
      if (!made || made.type !== ORDER_TYPES.vip || made.productId !== path.code)
        return fail(M.payTokenInvalid);
      return { order: toOrder(made), availableBalance: balanceOf(db, me), vip: vipNow() };
    }
    const level = db.accounts.vipLevels.find((l) => l.code === path.code);
    if (!level) return fail(M.levelNotFound);
    if (user.vipType === 'lifetime') return fail(M.alreadyLifetime);
    if (db.accounts.simulate.paymentFails) return fail(M.paymentFailed);
    const refused = checkPayPassword(db, me, body.payPassword);
    if (refused) return refused;
    const short = db.accounts.simulate.shortfallAtPayment || balanceOf(db, me) < level.price;
    if (short) return fail(M.insufficientBalance, PROPOSED_CODES.insufficientBalance.code);
    const at = tick(db);
    const order = createOrderRow(
      db,
      {
        userId: me,
        type: ORDER_TYPES.vip,
        productId: level.code,
        payAmount: level.price,
        count: 1,
        channel: 'Balance',
        remark: '',
        payToken: body.token,
        payeeId: null,
      },
      at,
    );
    token.orderId = order.orderId;
    settleOrder(db, order, at);
    return { order: toOrder(order), availableBalance: balanceOf(db, me), vip: vipNow() };
  }),
];
