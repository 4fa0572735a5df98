import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { authEndpoints as auth } from '@/api/endpoints/auth';
import { userEndpoints as user } from '@/api/endpoints/user';
import { db } from '../db';
import { setUpAccountClient, signInAs } from './account-test-kit';

setUpAccountClient();

const draft = {
  username: 'bound_one',
  password: 'secret99',
  phoneAreaCode: '86',
  phoneNumber: '13912340000',
  acronym: 'CN',
  sourceType: 3 as const,
  securityQuestions: [
    { questionId: 2, answer: 'a' },
    { questionId: 5, answer: 'b' },
    { questionId: 8, answer: 'c' },
  ],
};

describe("'Go and see first' (the visitor call)", () => {
  it('never signs anyone in to an account that was bound to a registered member', async () => {
    const visitor = await request(auth.visitor, { query: { deviceId: 'shared-phone' } });
    signInAs(visitor.token);
    await request(auth.bindVisitor, {
      body: { ...draft, token: visitor.token, userId: visitor.userId },
    });

    // Someone else picks up the same phone and taps 'Go and see first'.
    signInAs(null);
    const next = await request(auth.visitor, { query: { deviceId: 'shared-phone' } });
    expect(next.userId).not.toBe(visitor.userId);
    expect(next.isVisitor).toBe(true);
    expect(next.username).not.toBe('bound_one');
    signInAs(next.token);
    const info = await request(user.vipInfo, { path: { userId: next.userId } });
    expect(info.isVisitor).toBe(true);
    // Its token is no key to the bound account.
    expect(db().sessions[next.token]).toBe(next.userId);

    // The new visitor is the one this device gets back from now on.
    const again = await request(auth.visitor, { query: { deviceId: 'shared-phone' } });
    expect(again.userId).toBe(next.userId);
  });
});
