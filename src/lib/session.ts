import { atom } from 'jotai';

/**
 * What the spec keeps in local storage: token, inviteCode and redirectUrl (section 3).
 * Raw strings, as the backend's other clients read them.
 */
export const STORAGE_KEYS = {
  token: 'token',
  inviteCode: 'inviteCode',
  redirectUrl: 'redirectUrl',
  userId: 'userId',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lives in memory only.
  }
}

export const storage = {
  read,
  write,
  token: () => read(STORAGE_KEYS.token),
  userId: () => read(STORAGE_KEYS.userId),
};

const tokenBase = atom<string | null>(read(STORAGE_KEYS.token));

/** The session token; writing it also writes local storage. */
export const tokenAtom = atom(
  (get) => get(tokenBase),
  (_get, set, token: string | null) => {
    write(STORAGE_KEYS.token, token);
    set(tokenBase, token);
  },
);

const userIdBase = atom<string | null>(read(STORAGE_KEYS.userId));

/** The signed-in member's id (the launch fetch of user info uses it). */
export const userIdAtom = atom(
  (get) => get(userIdBase),
  (_get, set, userId: string | null) => {
    write(STORAGE_KEYS.userId, userId);
    set(userIdBase, userId);
  },
);

/** Set when the error policy ends the session; the router watcher then goes to /login/autologin. */
export const sessionEndedAtom = atom<number>(0);

export const AUTO_LOGIN_PATH = '/login/autologin';

/**
 * The login data of the signed-in member (spec section 3, "Login data"), kept whole in local
 * storage under 'loginData' beside the raw 'token' and 'userId' keys the other clients read.
 */
export interface StoredLogin {
  token: string;
  userId: string;
  username: string;
  headImgUrl: string | null;
  imToken: string;
  loginType: 3;
  phoneAreaCode: string;
  phoneNumber: string | null;
  uid: string;
  isVisitor: boolean;
}

/**
 * One remembered login of this device (the other-accounts switcher): the login data as it was,
 * token included. A switch tries that token first; when the server refuses it, the member types
 * the password again. Passwords are never stored.
 */
export interface SavedAccount extends StoredLogin {
  /** ms since epoch of the last sign-in with it: the list shows the most recent first. */
  lastUsedAt: number;
}

export const ACCOUNT_STORAGE_KEYS = {
  loginData: 'loginData',
  savedAccounts: 'savedAccounts',
} as const;

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStoredLogin(value: unknown): value is StoredLogin {
  return isObject(value) && typeof value.token === 'string' && typeof value.userId === 'string';
}

function isSavedAccount(value: unknown): value is SavedAccount {
  return isStoredLogin(value) && typeof value.username === 'string';
}

function isSavedAccountList(value: unknown): value is SavedAccount[] {
  return Array.isArray(value) && value.every(isSavedAccount);
}

/** Saved logins are a short list: the oldest beyond this are forgotten. */
export const MAX_SAVED_ACCOUNTS = 10;

/*
 * These two are read from storage when a store first needs them (not when this module loads):
 * every store (each story, each test) then starts from the storage it was given.
 */
const loginDataWritten = atom<{ value: StoredLogin | null } | null>(null);
const loginDataBase = atom((get) => {
  const written = get(loginDataWritten);
  return written ? written.value : readJson(ACCOUNT_STORAGE_KEYS.loginData, isStoredLogin);
});

/** The signed-in member's login data, or null while signed out. */
export const loginDataAtom = atom((get) => get(loginDataBase));

const savedAccountsWritten = atom<SavedAccount[] | null>(null);
const savedAccountsBase = atom(
  (get) =>
    get(savedAccountsWritten) ??
    readJson(ACCOUNT_STORAGE_KEYS.savedAccounts, isSavedAccountList) ??
    [],
);

/** Every login of this device, most recent first; writing it also writes local storage. */
export const savedAccountsAtom = atom(
  (get) => get(savedAccountsBase),
  (_get, set, accounts: SavedAccount[]) => {
    write(ACCOUNT_STORAGE_KEYS.savedAccounts, JSON.stringify(accounts));
    set(savedAccountsWritten, accounts);
  },
);

/** Adds or refreshes a saved login and moves it to the top. */
export function rememberAccount(list: SavedAccount[], login: StoredLogin, at: number) {
  const entry: SavedAccount = { ...login, lastUsedAt: at };
  return [entry, ...list.filter((a) => a.userId !== login.userId)].slice(0, MAX_SAVED_ACCOUNTS);
}

/**
 * Signs a member in: token, userId and the whole login data in local storage, and the login
 * remembered in the saved accounts. Every successful login, registration, visitor call and
 * binding goes through here.
 */
export const signInAtom = atom(null, (get, set, login: StoredLogin) => {
  write(ACCOUNT_STORAGE_KEYS.loginData, JSON.stringify(login));
  set(loginDataWritten, { value: login });
  set(userIdAtom, login.userId);
  set(tokenAtom, login.token);
  set(savedAccountsAtom, rememberAccount(get(savedAccountsBase), login, Date.now()));
});

/**
 * Signs the member out on this device: the token and login data go, the saved login stays (so
 * the switcher can bring it back), minus its token: signing out means the next sign-in of that
 * account asks for the password.
 */
export const signOutAtom = atom(null, (get, set) => {
  const userId = get(userIdBase);
  write(ACCOUNT_STORAGE_KEYS.loginData, null);
  set(loginDataWritten, { value: null });
  set(tokenAtom, null);
  set(userIdAtom, null);
  set(
    savedAccountsAtom,
    get(savedAccountsBase).map((a) => (a.userId === userId ? { ...a, token: '' } : a)),
  );
});
