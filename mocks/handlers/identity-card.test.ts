import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { request } from '@/api/client';
import { userEndpoints as user } from '@/api/endpoints/user';
import { identityCardSchema } from '@/api/schemas/account';
import { db } from '../db';
import { setUpAccountClient } from './account-test-kit';

setUpAccountClient();

/** Issue 9: the identity card once carried the member's plaintext login password. */
describe('the identity card', () => {
  it('answers the account name and the QR text, and no password of any kind', async () => {
    const card = await request(user.identityCard, {});
    expect(card.name).toBe('lin_xiao');
    expect(card.qrInfo).toContain('account=lin_xiao');
    expect(Object.keys(card).sort()).toEqual(['inviteCode', 'name', 'qrInfo', 'urls']);
    const text = JSON.stringify(card);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain(db().users['10001']!.password);
  });

  it('answers no password after an invite code is put on it either', async () => {
    const card = await request(user.identityCardInviteCode, { body: { inviteCode: 'AYA777' } });
    expect(JSON.stringify(card)).not.toMatch(/password/i);
  });

  it('is refused by the client when a server sends a password along', () => {
    const leaked = { urls: [], qrInfo: 'x', name: 'lin_xiao', inviteCode: 'A', password: 'p' };
    expect(z.safeParse(identityCardSchema, leaked).success).toBe(false);
  });
});
