import { beforeEach, expect } from 'vitest';
import { isApiError, type ApiError } from '@/api/api-error';
import { configureClient, request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { isOwnUserInfo, type OwnUserInfo } from '@/api/schemas/user';
import { NAMED_TOKENS } from '@fixtures/users';
import { db } from '../db';
import { ledgerMismatches } from '../db/ledger';

/** Shared by the accounts tests: the real client, signed in as whoever the test says, in English. */
let token: string | null = NAMED_TOKENS.member;

export function signInAs(next: string | null): void {
  token = next;
}

export function setUpAccountClient(): void {
  beforeEach(() => {
    token = NAMED_TOKENS.member;
    configureClient({ getToken: () => token, getLanguage: () => 'en_US', apply: () => {} });
  });
}

/** The ApiError a call rejects with (fails the test when it resolves). */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw outcome;
  return outcome;
}

export function expectLedgerConsistent(): void {
  expect(ledgerMismatches(db())).toEqual([]);
}

/** The signed-in member's own user info (fails the test on another member's public fields). */
export async function ownInfo(userId: string): Promise<OwnUserInfo> {
  const info = await request(userEndpoints.vipInfo, { path: { userId } });
  if (!isOwnUserInfo(info))
    throw new Error(`user.vipInfo of ${userId} answered public fields only`);
  return info;
}
