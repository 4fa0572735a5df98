import { isFilled, isNumber, isRecord, isString, isStringOrNull } from '../guards';

/**
 * What this client keeps of a login, checked whenever it is read back from storage: storage is
 * written by older builds, by other tabs and by anyone with the devtools open, so a bad entry is
 * dropped (never a crash, never a half-trusted value). Only the known fields are kept.
 *
 * No full phone number is ever kept on the device: the login data and the saved accounts hold it
 * masked (`138****0001`); nothing in the client needs more (the server knows the number).
 */
export interface StoredLogin {
  token: string;
  userId: string;
  username: string;
  headImgUrl: string | null;
  imToken: string;
  loginType: 3;
  phoneAreaCode: string;
  /** Masked; null for a visitor. */
  phoneNumber: string | null;
  uid: string;
  isVisitor: boolean;
}

/**
 * One remembered login of this device (the other-accounts switcher): the login data as it was,
 * token included while it may still be used ('' once signed out or refused). Passwords are never
 * stored.
 */
export interface SavedAccount extends StoredLogin {
  /** ms since epoch of the last sign-in with it: the list shows the most recent first. */
  lastUsedAt: number;
}

/** The login's known fields, or null when `value` is not a login. */
function readLogin(value: unknown): StoredLogin | null {
  if (!isRecord(value)) return null;
  const { token, userId, username, headImgUrl, imToken, loginType } = value;
  const { phoneAreaCode, phoneNumber, uid, isVisitor } = value;
  const fits =
    isString(token) &&
    isFilled(userId) &&
    isString(username) &&
    isStringOrNull(headImgUrl) &&
    isString(imToken) &&
    loginType === 3 &&
    isString(phoneAreaCode) &&
    isStringOrNull(phoneNumber) &&
    isString(uid) &&
    typeof isVisitor === 'boolean';
  if (!fits) return null;
  return {
    token,
    userId,
    username,
    headImgUrl,
    imToken,
    loginType,
    phoneAreaCode,
    phoneNumber,
    uid,
    isVisitor,
  };
}

/** Saved logins are a short list: the oldest beyond this are forgotten. */
export const MAX_SAVED_ACCOUNTS = 10;

/** `13800000001` -> `138****0001`; short numbers keep their last two digits only. Idempotent. */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const p = phone.trim();
  if (p.length <= 4) return '*'.repeat(p.length);
  if (p.length < 8) return `${'*'.repeat(p.length - 2)}${p.slice(-2)}`;
  return `${p.slice(0, 3)}${'*'.repeat(p.length - 7)}${p.slice(-4)}`;
}

function masked<T extends StoredLogin>(login: T): T {
  return { ...login, phoneNumber: maskPhone(login.phoneNumber) };
}

/** The login as it may be kept: known fields only, the phone masked. */
export function toStoredLogin(value: StoredLogin): StoredLogin {
  const login = readLogin(value);
  if (!login) throw new TypeError('not a login');
  return masked(login);
}

/** Login data read back from storage, or null when absent or not a login. */
export function parseStoredLogin(value: unknown): StoredLogin | null {
  const login = readLogin(value);
  return login ? masked(login) : null;
}

/** Saved accounts read back from storage: every entry that is not a saved login is dropped. */
export function parseSavedAccounts(value: unknown): SavedAccount[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const accounts: SavedAccount[] = [];
  for (const entry of value) {
    const login = readLogin(entry);
    const lastUsedAt: unknown = isRecord(entry) ? entry.lastUsedAt : undefined;
    if (!login || !isNumber(lastUsedAt) || seen.has(login.userId)) continue;
    seen.add(login.userId);
    accounts.push(masked({ ...login, lastUsedAt }));
  }
  return accounts.slice(0, MAX_SAVED_ACCOUNTS);
}

/** Adds or refreshes a saved login and moves it to the top. */
export function rememberAccount(
  list: SavedAccount[],
  login: StoredLogin,
  at: number,
): SavedAccount[] {
  const entry: SavedAccount = { ...toStoredLogin(login), lastUsedAt: at };
  return [entry, ...list.filter((a) => a.userId !== login.userId)].slice(0, MAX_SAVED_ACCOUNTS);
}

/** The same list with `token` removed from every entry that holds it (a token dies everywhere). */
export function withoutToken(list: SavedAccount[], token: string): SavedAccount[] {
  if (!token) return list;
  return list.map((a) => (a.token === token ? { ...a, token: '' } : a));
}
