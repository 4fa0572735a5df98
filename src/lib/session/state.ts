import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { STORAGE_KEYS, storage } from './local';
import {
  parseSavedAccounts,
  parseStoredLogin,
  rememberAccount,
  toStoredLogin,
  withoutToken,
  type SavedAccount,
  type StoredLogin,
} from './stored';

/*
 * The session's state. Each value is read from storage when a store first needs it (not when this
 * module loads): every store (each story, each test, a reload) starts from the storage it finds.
 * Writing goes through the actions below, which keep storage and memory the same.
 */
function stored<T>(readStorage: () => T) {
  const written = atom<{ value: T } | null>(null);
  const value = atom((get) => {
    const w = get(written);
    return w ? w.value : readStorage();
  });
  return { written, value };
}

const token = stored(() => storage.token());
const userId = stored(() => storage.userId());
const loginData = stored(() => parseStoredLogin(storage.readJson(STORAGE_KEYS.loginData)));
const savedAccounts = stored(() =>
  parseSavedAccounts(storage.readJson(STORAGE_KEYS.savedAccounts)),
);

/**
 * The session token. Writing it writes local storage; prefer the actions (sign in, sign out, end):
 * a bare write is for stories and tests that start signed in.
 */
export const tokenAtom = atom(
  (get) => get(token.value),
  (_get, set, next: string | null) => {
    storage.write(STORAGE_KEYS.token, next);
    set(token.written, { value: next });
  },
);

/** The signed-in member's id; kept after a session ends (drafts know whose they are). */
export const userIdAtom = atom(
  (get) => get(userId.value),
  (_get, set, next: string | null) => {
    storage.write(STORAGE_KEYS.userId, next);
    set(userId.written, { value: next });
  },
);

/** The signed-in member's login data, or null while signed out. */
export const loginDataAtom = atom((get) => get(loginData.value));

const loginDataWrite = atom(null, (_get, set, next: StoredLogin | null) => {
  storage.write(STORAGE_KEYS.loginData, next ? JSON.stringify(next) : null);
  set(loginData.written, { value: next });
});

/** Every login of this device, most recent first; writing it also writes local storage. */
export const savedAccountsAtom = atom(
  (get) => get(savedAccounts.value),
  (_get, set, next: SavedAccount[]) => {
    storage.write(STORAGE_KEYS.savedAccounts, JSON.stringify(next));
    set(savedAccounts.written, { value: next });
  },
);

/** Set when the session ends on the server's word; the shell then goes to /login/autologin. */
export const sessionEndedAtom = atom<number>(0);

/**
 * A saved login's token being tried (one-tap switch): requests carry it instead of the session's
 * token, and its refusal ends only it, not the session that is there.
 */
export const probeTokenAtom = atom<string | null>(null);

/** The token requests carry: the one being tried, else the session's. */
export const requestTokenAtom = atom((get) => get(probeTokenAtom) ?? get(token.value));

/** The app's query cache, so that the session's actions can empty it (see `bindSessionCache`). */
export const sessionCacheAtom = atom<QueryClient | null>(null);

/**
 * Forgets every cached answer, and stops those still on their way: what one member fetched is
 * never shown to the next, not even for the moment before a refetch lands.
 *
 * A query that a mounted screen still watches (a tab kept alive behind the current one) is
 * emptied in place, not removed: removed, its screen kept watching the old, stopped query and
 * showed its skeleton until something re-rendered it (the crawl journey met one on the home tab).
 * After a sign-in such screens load again as the new member (`reload`), once the caller has set
 * the new token in this same task; after a sign-out they are left empty, as the app is leaving.
 */
const dropCacheAtom = atom(null, (get, _set, { reload }: { reload: boolean }) => {
  const client = get(sessionCacheAtom);
  if (!client) return;
  const queries = client.getQueryCache();
  for (const query of queries.getAll()) {
    // Either way the call on its way is cancelled, its signal aborted.
    if (query.getObserversCount() > 0) query.reset();
    else queries.remove(query);
  }
  client.getMutationCache().clear();
  if (reload) queueMicrotask(() => void client.refetchQueries({ type: 'active' }));
});

/** Removes a token from everywhere it is kept (saved accounts, login data). */
export const forgetTokenAtom = atom(null, (get, set, dead: string) => {
  if (!dead) return;
  set(savedAccountsAtom, withoutToken(get(savedAccounts.value), dead));
  const login = get(loginData.value);
  if (login?.token === dead) set(loginDataWrite, null);
});

/**
 * Signs a member in: token, userId and the login data in local storage (phone masked), the login
 * remembered in the saved accounts, and the cache of whoever was here before emptied. Every
 * login, registration, visitor call, binding and switch goes through here.
 */
export const signInAtom = atom(null, (get, set, login: StoredLogin) => {
  const kept = toStoredLogin(login);
  set(dropCacheAtom, { reload: true });
  set(loginDataWrite, kept);
  set(userIdAtom, kept.userId);
  set(tokenAtom, kept.token);
  set(savedAccountsAtom, rememberAccount(get(savedAccounts.value), kept, Date.now()));
});

/**
 * The member signs out on this device: the token goes from everywhere it is kept (the saved login
 * stays, so the switcher lists it, but it asks for the password again), the login data, the
 * cache and the remembered redirect target go.
 */
export const signOutAtom = atom(null, (get, set) => {
  const current = get(token.value);
  const me = get(userId.value);
  set(dropCacheAtom, { reload: false });
  set(
    savedAccountsAtom,
    withoutToken(get(savedAccounts.value), current ?? '').map((a) =>
      a.userId === me ? { ...a, token: '' } : a,
    ),
  );
  set(loginDataWrite, null);
  set(tokenAtom, null);
  set(userIdAtom, null);
  // The page this member last loaded (recorded on every page load) is not the next member's.
  storage.write(STORAGE_KEYS.redirectUrl, null);
});

/**
 * The server ended the session (10201/10203/10301 or HTTP 401). While a saved login is being
 * tried, it is that login's token that died: it is forgotten and the session stays. Otherwise the
 * dead token goes from everywhere, the cache goes, and the shell sends the member to sign in
 * again. The userId stays: the same member signing in again gets their drafts back.
 */
export const endSessionAtom = atom(null, (get, set) => {
  const probe = get(probeTokenAtom);
  if (probe) {
    set(forgetTokenAtom, probe);
    return;
  }
  const dead = get(token.value);
  set(dropCacheAtom, { reload: false });
  if (dead) set(forgetTokenAtom, dead);
  set(loginDataWrite, null);
  set(tokenAtom, null);
  set(sessionEndedAtom, Date.now());
});
