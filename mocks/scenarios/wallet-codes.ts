import { EXCHANGE_CODES, HISTORY_CARD_IDS, RECHARGE_CARDS } from '@fixtures/accounts/codes';
import type { MockDb } from '../db';
import { tick } from '../db/account-clock';
import { isCardUsed, isExchangeUsed, redeemCard, redeemExchange } from '../db/wallet-codes';

/** The creator who redeemed everything in 'codes-used': someone other than the member. */
const OTHER_MEMBER = '10002';

/** 'codes-used': every card and code answers 'already used' in the member's language. */
export function redeemAllCodes(db: MockDb): void {
  for (const card of RECHARGE_CARDS)
    if (!isCardUsed(db, card)) redeemCard(db, OTHER_MEMBER, card, tick(db));
  for (const code of EXCHANGE_CODES)
    if (!isExchangeUsed(db, code)) redeemExchange(db, OTHER_MEMBER, code, tick(db));
}

/** 'recharge-card-records': the member's record list has two cards (their 401 rows too). */
export function redeemHistoryCards(db: MockDb): void {
  for (const card of RECHARGE_CARDS.filter((c) => HISTORY_CARD_IDS.includes(c.cardId)))
    redeemCard(db, '10001', card, tick(db));
}
