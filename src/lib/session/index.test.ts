import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { wireClient } from '@/app/client-effects';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import {
  MAX_SAVED_ACCOUNTS,
  bindSessionCache,
  endSessionAtom,
  loginDataAtom,
  maskPhone,
  rememberAccount,
  savedAccountsAtom,
  sessionEndedAtom,
  signInAtom,
  signOutAtom,
  switchAccount,
  tokenAtom,
  userIdAtom,
  type SavedAccount,
  type StoredLogin,
} from '.';

afterEach(() => localStorage.clear());

const login = (userId: string, token = `t-${userId}`): StoredLogin => ({
  token,
  userId,
  username: `user_${userId}`,
  headImgUrl: null,
  imToken: `im-${userId}`,
  loginType: 3,
  phoneAreaCode: '86',
  phoneNumber: `138000${userId.padStart(5, '0')}`,
  uid: userId,
  isVisitor: false,
});

const saved = (userId: string, token = `t-${userId}`): SavedAccount => ({
  ...login(userId, token),
  lastUsedAt: 1,
});

const storedJson = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** A store wired to the real client (mock handlers) with a bound cache. */
function app() {
  const store = createStore();
  const cache = new QueryClient();
  wireClient(store);
  bindSessionCache(store, cache);
  return { store, cache };
}

describe('saved accounts', () => {
  it('puts the latest login first, once, and keeps a short list', () => {
    let list = rememberAccount([], login('1'), 1);
    list = rememberAccount(list, login('2'), 2);
    list = rememberAccount(list, login('1'), 3);
    expect(list.map((a) => a.userId)).toEqual(['1', '2']);
    for (let i = 10; i < 30; i += 1) list = rememberAccount(list, login(String(i)), i);
    expect(list).toHaveLength(MAX_SAVED_ACCOUNTS);
  });

  it('never holds a phone number in full, in memory or in storage', () => {
    const store = createStore();
    store.set(signInAtom, login('7'));
    expect(store.get(savedAccountsAtom)[0]?.phoneNumber).toBe('138****0007');
    expect(localStorage.getItem('savedAccounts')).not.toContain('13800000007');
    expect(localStorage.getItem('loginData')).not.toContain('13800000007');
    // An entry an older build wrote with the full number is read back masked.
    localStorage.setItem('savedAccounts', JSON.stringify([saved('8')]));
    expect(createStore().get(savedAccountsAtom)[0]?.phoneNumber).toBe('138****0008');
  });

  it('masks every length of number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('9012345678')).toBe('901***5678');
    expect(maskPhone('123456')).toBe('****56');
    expect(maskPhone(maskPhone('13800000001'))).toBe('138****0001');
    expect(maskPhone(null)).toBeNull();
  });
});

describe('storage that is not what it should be', () => {
  it('drops a bad saved entry and keeps the good ones (a non-string avatar crashed the list)', () => {
    localStorage.setItem(
      'savedAccounts',
      JSON.stringify([
        { ...saved('1'), headImgUrl: 42 },
        saved('2'),
        'junk',
        null,
        { userId: '3' },
        { ...saved('4'), lastUsedAt: 'yesterday' },
        saved('5'),
      ]),
    );
    expect(
      createStore()
        .get(savedAccountsAtom)
        .map((a) => a.userId),
    ).toEqual(['2', '5']);
  });

  it('reads no list from anything but a list, and no login from anything but a login', () => {
    for (const bad of ['not json', '{}', '42', 'null']) {
      localStorage.setItem('savedAccounts', bad);
      localStorage.setItem('loginData', bad);
      const store = createStore();
      expect(store.get(savedAccountsAtom)).toEqual([]);
      expect(store.get(loginDataAtom)).toBeNull();
    }
    localStorage.setItem('loginData', JSON.stringify({ ...login('1'), isVisitor: 'no' }));
    expect(createStore().get(loginDataAtom)).toBeNull();
  });
});

describe('sign in and out', () => {
  it('stores the login data and remembers the account', () => {
    const store = createStore();
    store.set(signInAtom, login('7'));
    expect(localStorage.getItem('token')).toBe('t-7');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(storedJson('loginData')).toMatchObject({ userId: '7' });
    expect(store.get(savedAccountsAtom).map((a) => a.userId)).toEqual(['7']);
  });

  it('signing out removes the token from every place it is kept, and keeps the saved login', () => {
    localStorage.setItem(
      'savedAccounts',
      // A second entry holding the same token (an older build wrote it twice) loses it too.
      JSON.stringify([saved('9', 't-7'), saved('8')]),
    );
    const store = createStore();
    store.set(signInAtom, login('7'));
    store.set(signOutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userIdAtom)).toBeNull();
    expect(store.get(loginDataAtom)).toBeNull();
    expect(localStorage.getItem('loginData')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('savedAccounts')).not.toContain('"t-7"');
    expect(store.get(savedAccountsAtom)).toMatchObject([
      { userId: '7', token: '' },
      { userId: '9', token: '' },
      { userId: '8', token: 't-8' },
    ]);
  });

  it('a session the server ended removes the dead token everywhere, and keeps whose it was', () => {
    const store = createStore();
    store.set(signInAtom, login('7'));
    store.set(endSessionAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loginData')).toBeNull();
    expect(localStorage.getItem('savedAccounts')).not.toContain('"t-7"');
    expect(store.get(savedAccountsAtom)).toMatchObject([{ userId: '7', token: '' }]);
    // Drafts know whose they are: the same member signing in again gets them back.
    expect(store.get(userIdAtom)).toBe('7');
    expect(store.get(sessionEndedAtom)).toBeGreaterThan(0);
  });

  it('a refused token ends the session through the client and is forgotten', async () => {
    const { store } = app();
    store.set(signInAtom, login('10001', 'no-such-token'));
    await expect(
      request(userEndpoints.vipInfo, { path: { userId: '10001' } }),
    ).rejects.toMatchObject({ kind: 'code' });
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('savedAccounts')).not.toContain('no-such-token');
  });
});

describe('the query cache follows the member', () => {
  const fill = (cache: QueryClient) => {
    cache.setQueryData(['wallet.bankCards', {}, { member: '10001' }], [{ card: '6222…3445' }]);
    return cache;
  };

  it.each([
    ['signing out', signOutAtom],
    ['a session the server ended', endSessionAtom],
  ] as const)('is emptied by %s', (_case, action) => {
    const { store, cache } = app();
    store.set(signInAtom, login('10001'));
    fill(cache);
    store.set(action);
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is emptied by signing in (another member may be signing in) and in-flight calls stop', async () => {
    const { store, cache } = app();
    fill(cache);
    let aborted = false;
    const pending = cache.fetchQuery({
      queryKey: ['slow'],
      queryFn: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    store.set(signInAtom, login('10003'));
    await pending.catch(() => {});
    expect(aborted).toBe(true);
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
  });
  it('loads a mounted screen again as the new member when its call was on its way', async () => {
    // A tab kept alive behind the current one: its query is watched while a member signs in.
    const { store, cache } = app();
    store.set(signInAtom, login('10001'));
    const tokens: (string | null)[] = [];
    const observer = new QueryObserver(cache, {
      queryKey: ['list'],
      queryFn: ({ signal }) => {
        tokens.push(store.get(tokenAtom));
        if (tokens.length > 1) return Promise.resolve(['row']);
        return new Promise<string[]>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(tokens).toHaveLength(1));
    store.set(signInAtom, login('10003'));
    // Not its skeleton for good: the list loads, with the new member's token.
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['row']));
    expect(tokens).toEqual(['t-10001', 't-10003']);
    unsubscribe();
  });

  it('empties a mounted screen on signing out, without calling again', async () => {
    const { store, cache } = app();
    store.set(signInAtom, login('10001'));
    let calls = 0;
    const observer = new QueryObserver(cache, {
      queryKey: ['list'],
      queryFn: () => {
        calls += 1;
        return Promise.resolve(['row']);
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['row']));
    store.set(signOutAtom);
    await Promise.resolve();
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(calls).toBe(1);
    unsubscribe();
  });
});

describe('one-tap switch', () => {
  it('signs in with a saved token the server accepts, emptying the cache', async () => {
    const { store, cache } = app();
    store.set(signInAtom, login('10003', NAMED_TOKENS.vip));
    cache.setQueryData(['x'], 1);
    const outcome = await switchAccount(store, saved('10001', NAMED_TOKENS.member));
    expect(outcome).toBe('signed-in');
    expect(store.get(tokenAtom)).toBe(NAMED_TOKENS.member);
    expect(store.get(userIdAtom)).toBe('10001');
    expect(cache.getQueryData(['x'])).toBeUndefined();
  });

  it("changes nothing when the saved token is another member's", async () => {
    const { store } = app();
    store.set(signInAtom, login('10003', NAMED_TOKENS.vip));
    const outcome = await switchAccount(store, saved('10001', NAMED_TOKENS.creator));
    expect(outcome).toBe('failed');
    expect(store.get(tokenAtom)).toBe(NAMED_TOKENS.vip);
    expect(store.get(userIdAtom)).toBe('10003');
  });

  it('forgets a refused token everywhere and leaves the session that was there', async () => {
    const { store } = app();
    store.set(signInAtom, login('10003', NAMED_TOKENS.vip));
    store.set(savedAccountsAtom, [saved('10001', 'stale-token'), ...store.get(savedAccountsAtom)]);
    const outcome = await switchAccount(store, saved('10001', 'stale-token'));
    expect(outcome).toBe('expired');
    expect(store.get(tokenAtom)).toBe(NAMED_TOKENS.vip);
    expect(store.get(sessionEndedAtom)).toBe(0);
    expect(localStorage.getItem('savedAccounts')).not.toContain('stale-token');
    expect(store.get(savedAccountsAtom).find((a) => a.userId === '10001')?.token).toBe('');
  });
});
