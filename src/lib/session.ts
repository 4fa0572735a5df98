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
