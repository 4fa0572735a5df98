import { PROPOSED_CODES } from '@/api/proposed-codes';
import type { PayPasswordGuard } from '@/api/schemas/security';
import { SECURITY_MESSAGES as S } from '@fixtures/accounts/security-messages';
import type { Localized } from '@fixtures/localized';
import type { MockDb } from '../db';
import {
  clearIdentityGuard,
  identityGuard,
  recordWrongIdentityProof,
  withMinutesLeft,
} from '../db/wallet-security';
import { fail, type MockFailure } from '../platform/handle';

/** The identity guard's lock (10415), with its numbers in data, never in the message alone. */
export function identityLocked(guard: PayPasswordGuard): MockFailure {
  return fail(withMinutesLeft(S.identityLocked, guard), PROPOSED_CODES.identityLocked.code, guard);
}

/**
 * A proof of identity given inside a session (the login password to verify for a phone change,
 * to set the first pay password, to change the login password): wrong ones count on one guard,
 * five in a row lock every such call for 30 minutes, the right one included. Without it, whoever
 * holds an unlocked phone could guess the login password without limit.
 */
export function checkProofInSession(
  db: MockDb,
  userId: string,
  refusal: () => MockFailure | null,
): MockFailure | null {
  const guard = identityGuard(db, userId);
  if (guard.lockedUntil !== null) return identityLocked(guard);
  const wrong = refusal();
  if (wrong) {
    const after = recordWrongIdentityProof(db, userId);
    return after.lockedUntil !== null ? identityLocked(after) : wrong;
  }
  clearIdentityGuard(db, userId);
  return null;
}

/** The member's login password as a proof in a session, refused with `wrong` when it is not. */
export function checkLoginPasswordInSession(
  db: MockDb,
  userId: string,
  password: string,
  wrong: Localized,
): MockFailure | null {
  return checkProofInSession(db, userId, () =>
    db.users[userId]!.password === password ? null : fail(wrong),
  );
}
