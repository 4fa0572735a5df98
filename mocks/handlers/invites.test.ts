import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { authEndpoints as auth } from '@/api/endpoints/auth';
import type { RegistrationDraft } from '@/api/schemas/account';
import { HOUR } from '@fixtures/seed';
import { NAMED_USERS } from '@fixtures/users';
import { db } from '../db';
import { failureOf, setUpAccountClient, signInAs } from './account-test-kit';
import { INVITE_RECORD_WINDOW_MS } from './registration';

/**
 * Issue 27, point 4: the public invite call (auth.recordInvite) credits an invite only for a
 * member who has just registered (or bound a visitor) with that code, once per invitee, never for
 * oneself. Without a session, lin_xiao had farmed 12 hours of VIP three times by naming three
 * long-registered members.
 */
setUpAccountClient();

const LIN = NAMED_USERS.member;
const AYA = NAMED_USERS.creator;

function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    username: 'new_friend',
    password: 'secret99',
    phoneAreaCode: '86',
    phoneNumber: '13912340001',
    acronym: 'CN',
    sourceType: 3,
    securityQuestions: [
      { questionId: 2, answer: 'a' },
      { questionId: 5, answer: 'b' },
      { questionId: 8, answer: 'c' },
    ],
    ...overrides,
  };
}

const record = (userId: string, inviteCode: string) =>
  request(auth.recordInvite, { path: { userId, inviteCode } });

/** What an invite changes for the inviter: VIP end, promotion count, invite rows. */
function creditOf(userId: string) {
  const row = db().users[userId]!;
  return {
    vipExpireAt: row.vipExpireAt,
    promotionNum: row.promotionNum,
    invites: db().accounts.invites.filter((i) => i.inviterId === userId).length,
  };
}

describe('auth.recordInvite', () => {
  it('credits nobody for long-registered members named as invitees, with no session', async () => {
    signInAs(null);
    const before = creditOf(LIN.userId);
    for (const invitee of [AYA.userId, NAMED_USERS.vip.userId, '20003']) {
      const error = await failureOf(record(invitee, LIN.inviteCode));
      expect(error.message).toBe('Invalid invitation code!');
    }
    // Her seeded invitee, recorded again: the same answer as before, no second credit.
    await record('20001', LIN.inviteCode);
    expect(creditOf(LIN.userId)).toEqual(before);
  });

  it('never credits a member for themselves', async () => {
    signInAs(null);
    const before = creditOf(LIN.userId);
    const error = await failureOf(record(LIN.userId, LIN.inviteCode));
    expect(error.message).toBe('You cannot use your own invitation code');
    expect(creditOf(LIN.userId)).toEqual(before);
  });

  it('credits the code a new member registered with, once', async () => {
    const created = await request(auth.register, { body: draft({ inviteCode: 'aya777' }) });
    signInAs(null);
    const before = creditOf(AYA.userId);
    const linBefore = creditOf(LIN.userId);
    // Another code than the one registered with credits nobody.
    expect((await failureOf(record(created.userId, LIN.inviteCode))).message).toBe(
      'Invalid invitation code!',
    );
    expect(creditOf(LIN.userId)).toEqual(linBefore);
    expect(await record(created.userId, AYA.inviteCode)).toEqual({
      inviterId: AYA.userId,
      rewardHours: 12,
    });
    await record(created.userId, AYA.inviteCode);
    await record(created.userId, 'aya777');
    const after = creditOf(AYA.userId);
    expect(Date.parse(after.vipExpireAt!) - Date.parse(before.vipExpireAt!)).toBe(12 * HOUR);
    expect(after.promotionNum).toBe(before.promotionNum + 1);
    expect(after.invites).toBe(before.invites + 1);
    // Once an invitee is credited, no other inviter can claim them.
    await failureOf(record(created.userId, LIN.inviteCode));
    expect(creditOf(LIN.userId)).toEqual(linBefore);
  });

  it('credits nobody for a new member who registered without a code', async () => {
    const created = await request(auth.register, { body: draft() });
    const before = creditOf(AYA.userId);
    expect((await failureOf(record(created.userId, AYA.inviteCode))).message).toBe(
      'Invalid invitation code!',
    );
    expect(creditOf(AYA.userId)).toEqual(before);
  });

  it('credits nothing once the registration is no longer recent', async () => {
    const created = await request(auth.register, { body: draft({ inviteCode: 'AYA777' }) });
    db().accounts.clock += INVITE_RECORD_WINDOW_MS / 1000 + 1;
    const before = creditOf(AYA.userId);
    expect((await failureOf(record(created.userId, AYA.inviteCode))).message).toBe(
      'Invalid invitation code!',
    );
    expect(creditOf(AYA.userId)).toEqual(before);
  });

  it('credits the code a visitor was bound with', async () => {
    const visitor = await request(auth.visitor, { query: {} });
    signInAs(visitor.token);
    await request(auth.bindVisitor, {
      body: { ...draft({ inviteCode: 'AYA777' }), token: visitor.token, userId: visitor.userId },
    });
    const before = creditOf(AYA.userId);
    expect(await record(visitor.userId, AYA.inviteCode)).toEqual({
      inviterId: AYA.userId,
      rewardHours: 12,
    });
    expect(creditOf(AYA.userId).promotionNum).toBe(before.promotionNum + 1);
  });
});
