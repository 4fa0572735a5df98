import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import { isRecord, isString } from '@/lib/guards';
import type { OverlayParamsByKind } from '@/lib/overlays';
import { readPayParams } from '@/lib/pay-params';
import { WALLET_PATHS } from '@/lib/wallet-paths';

/**
 * Issue 26.3: a pay password set in the middle of something that needed it (the pay sheet, adding
 * a bank card) brings the member back to it, and a purchase opens again with the same item and
 * amount. Where to go back to and what was being bought are kept for this tab and this member
 * (never a password: the sheet had not asked for one yet). The set screen's address says it was
 * opened that way (`?then=back`): opened from the wallet's own row, it never resumes a purchase
 * the member walked away from.
 */
const RETURN_KEY = 'payPassword.return';
const RETURN_QUERY = 'then';
const RETURN_VALUE = 'back';

type Purchase = OverlayParamsByKind['pay'];

export interface PayPasswordReturn {
  /** An in-app path with its query (never another origin: `//host` is refused). */
  from: string;
  purchase?: Purchase;
}

/** An in-app path: starts with one `/` (never `//host` or `/\host`: another origin). */
const IN_APP_PATH = /^\/(?![/\\])/;

/** What is read back must look like what was written (storage is anyone's to edit). */
function readReturn(value: unknown): PayPasswordReturn | null {
  if (!isRecord(value) || !isString(value.from) || !IN_APP_PATH.test(value.from)) return null;
  if (value.purchase === undefined) return { from: value.from };
  const purchase = readPayParams(value.purchase);
  return purchase ? { from: value.from, purchase } : null;
}

/** The set screen, opened from something to come back to (kept by `keepPayPasswordReturn`). */
export const SET_PAY_PASSWORD_THEN_BACK = `${WALLET_PATHS.setPayPassword}?${RETURN_QUERY}=${RETURN_VALUE}`;

/** Keeps where `owner` comes back to once the pay password is set (nothing without a member). */
export function keepPayPasswordReturn(owner: string | null, back: PayPasswordReturn): void {
  if (owner) writeDraft<PayPasswordReturn>(RETURN_KEY, owner, back);
}

/**
 * Once the pay password is set: where `owner` goes back to, or null (the screen was not opened
 * from a purchase, or what was kept is someone else's or unreadable). Taken once.
 */
export function takePayPasswordReturn(
  owner: string | null,
  search: string,
): PayPasswordReturn | null {
  if (!owner || new URLSearchParams(search).get(RETURN_QUERY) !== RETURN_VALUE) return null;
  const back = readReturn(readDraft(RETURN_KEY, owner));
  clearDraft(RETURN_KEY);
  return back;
}
