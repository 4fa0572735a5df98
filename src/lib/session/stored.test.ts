import { describe, expect, it } from 'vitest';
import { parseSavedAccounts, parseStoredLogin, toStoredLogin } from './stored';

const login = {
  token: 't',
  userId: '10001',
  username: 'Ann',
  headImgUrl: null,
  imToken: 'im',
  loginType: 3 as const,
  phoneAreaCode: '86',
  phoneNumber: '13800000001',
  uid: 'u1',
  isVisitor: false,
};

describe('stored logins', () => {
  it('keeps the known fields of a login, its phone masked', () => {
    expect(parseStoredLogin({ ...login, password: 'secret' })).toEqual({
      ...login,
      phoneNumber: '138****0001',
    });
    expect(toStoredLogin(login).phoneNumber).toBe('138****0001');
  });

  it('drops what is not a login', () => {
    for (const value of [
      null,
      [],
      'x',
      { ...login, userId: '' },
      { ...login, loginType: 2 },
      { ...login, headImgUrl: undefined },
      { ...login, isVisitor: 'no' },
      { ...login, token: undefined },
    ])
      expect(parseStoredLogin(value)).toBeNull();
    expect(() => toStoredLogin({ ...login, userId: '' })).toThrow();
  });

  it('keeps the saved accounts that fit, once each', () => {
    const saved = { ...login, lastUsedAt: 5 };
    const list = parseSavedAccounts([
      saved,
      { ...saved, lastUsedAt: 9 },
      login,
      { ...saved, userId: '2', lastUsedAt: 'x' },
    ]);
    expect(list).toEqual([{ ...saved, phoneNumber: '138****0001' }]);
    expect(parseSavedAccounts({})).toEqual([]);
  });
});
