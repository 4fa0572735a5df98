import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_ACCOUNTS,
  loginDataAtom,
  rememberAccount,
  savedAccountsAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  type StoredLogin,
} from './session';

afterEach(() => localStorage.clear());

const login = (userId: string): StoredLogin => ({
  token: `t-${userId}`,
  userId,
  username: `user_${userId}`,
  headImgUrl: null,
  imToken: `im-${userId}`,
  loginType: 3,
  phoneAreaCode: '86',
  phoneNumber: null,
  uid: userId,
  isVisitor: false,
});

describe('saved accounts', () => {
  it('puts the latest login first, once, and keeps a short list', () => {
    let list = rememberAccount([], login('1'), 1);
    list = rememberAccount(list, login('2'), 2);
    list = rememberAccount(list, login('1'), 3);
    expect(list.map((a) => a.userId)).toEqual(['1', '2']);
    for (let i = 10; i < 30; i += 1) list = rememberAccount(list, login(String(i)), i);
    expect(list).toHaveLength(MAX_SAVED_ACCOUNTS);
  });
});

describe('sign in and out', () => {
  it('stores the login data and remembers the account', () => {
    const store = createStore();
    store.set(signInAtom, login('7'));
    expect(localStorage.getItem('token')).toBe('t-7');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('loginData') ?? '{}')).toMatchObject({ userId: '7' });
    expect(store.get(savedAccountsAtom).map((a) => a.userId)).toEqual(['7']);
  });

  it('signing out keeps the saved login, without its token', () => {
    const store = createStore();
    store.set(signInAtom, login('7'));
    store.set(signOutAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(loginDataAtom)).toBeNull();
    expect(localStorage.getItem('loginData')).toBeNull();
    expect(store.get(savedAccountsAtom)).toMatchObject([{ userId: '7', token: '' }]);
  });

  it('reads what storage holds when a store first needs it', () => {
    localStorage.setItem('savedAccounts', JSON.stringify([{ ...login('9'), lastUsedAt: 1 }]));
    expect(
      createStore()
        .get(savedAccountsAtom)
        .map((a) => a.userId),
    ).toEqual(['9']);
    localStorage.setItem('savedAccounts', 'not json');
    expect(createStore().get(savedAccountsAtom)).toEqual([]);
  });
});
