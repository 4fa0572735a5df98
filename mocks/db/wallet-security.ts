import type { PayPasswordGuard, PhoneCooldown } from '@/api/schemas/security';
import type { Localized } from '@fixtures/localized';
import type { AccountsDb, IdentityTicketRow, PayPasswordGuardRow } from './accounts';
import { addMs, currentTime, nextId } from './account-clock';

/**
 * Issue 27, what a session alone must not reach: the pay password's guard against guessing, the
 * proofs of identity a phone change spends, and the day a changed phone waits before it can
 * receive a pay-password reset code. Times are the mock db's clock (./account-clock.ts).
 */

/** Wrong pay passwords in a row that lock it, across payment, withdrawal, card and change. */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_SECONDS = 30 * 60;
/** A phone changed this recently receives no pay-password reset code. */
export const PHONE_CHANGE_COOLDOWN_SECONDS = 24 * 60 * 60;
/** How long a proof of identity (login password or a code to the bound phone) stays usable. */
export const IDENTITY_TICKET_SECONDS = 10 * 60;

function secondsUntil(db: AccountsDb, iso: string): number {
  const ms = new Date(iso).getTime() - new Date(currentTime(db)).getTime();
  return Math.max(0, Math.ceil(ms / 1000));
}

type GuardTable = 'payPasswordGuards' | 'identityGuards';

/** The member's guard row as their next try finds it: a lock that has run out is lifted. */
function liveGuardRow(
  db: AccountsDb,
  userId: string,
  table: GuardTable = 'payPasswordGuards',
): PayPasswordGuardRow {
  const guards = db.accounts.security[table];
  const row = guards[userId] ?? { wrongTries: 0, lockedUntil: null };
  if (row.lockedUntil !== null && secondsUntil(db, row.lockedUntil) === 0) {
    row.wrongTries = 0;
    row.lockedUntil = null;
  }
  guards[userId] = row;
  return row;
}

function toGuard(db: AccountsDb, row: PayPasswordGuardRow): PayPasswordGuard {
  const locked = row.lockedUntil !== null;
  return {
    maxTries: PAY_PASSWORD_MAX_TRIES,
    triesLeft: locked ? 0 : Math.max(0, PAY_PASSWORD_MAX_TRIES - row.wrongTries),
    lockedUntil: row.lockedUntil,
    retryAfterSeconds: row.lockedUntil === null ? null : secondsUntil(db, row.lockedUntil),
  };
}

/** The guard's state now (wallet.paySafety and every refusal carry it). */
export function payPasswordGuard(db: AccountsDb, userId: string): PayPasswordGuard {
  return toGuard(db, liveGuardRow(db, userId));
}

/** A wrong pay password: one try fewer, and the lock at the last one. */
export function recordWrongPayPassword(db: AccountsDb, userId: string): PayPasswordGuard {
  const row = liveGuardRow(db, userId);
  row.wrongTries += 1;
  if (row.wrongTries >= PAY_PASSWORD_MAX_TRIES)
    row.lockedUntil = addMs(currentTime(db), PAY_PASSWORD_LOCK_SECONDS * 1000);
  return toGuard(db, row);
}

/** The guard of the phone change's proof of identity (same tries and lock as the pay password). */
export function identityGuard(db: AccountsDb, userId: string): PayPasswordGuard {
  return toGuard(db, liveGuardRow(db, userId, 'identityGuards'));
}

export function recordWrongIdentityProof(db: AccountsDb, userId: string): PayPasswordGuard {
  const row = liveGuardRow(db, userId, 'identityGuards');
  row.wrongTries += 1;
  if (row.wrongTries >= PAY_PASSWORD_MAX_TRIES)
    row.lockedUntil = addMs(currentTime(db), PAY_PASSWORD_LOCK_SECONDS * 1000);
  return toGuard(db, row);
}

export function clearIdentityGuard(db: AccountsDb, userId: string): void {
  delete db.accounts.security.identityGuards[userId];
}

/** The right pay password, or a new one set by SMS: the count starts again. */
export function clearPayPasswordGuard(db: AccountsDb, userId: string): void {
  delete db.accounts.security.payPasswordGuards[userId];
}

/** Null while the member's phone may receive a reset code, else how long it has to wait. */
export function phoneCooldown(db: AccountsDb, userId: string): PhoneCooldown | null {
  const changedAt = db.accounts.security.phoneChangedAt[userId];
  if (!changedAt) return null;
  const availableAt = addMs(changedAt, PHONE_CHANGE_COOLDOWN_SECONDS * 1000);
  const retryAfterSeconds = secondsUntil(db, availableAt);
  return retryAfterSeconds > 0 ? { availableAt, retryAfterSeconds } : null;
}

export function issueIdentityTicket(db: AccountsDb, userId: string): IdentityTicketRow {
  const row: IdentityTicketRow = {
    ticket: nextId(db, `identity-${userId}`),
    userId,
    purpose: 'changePhone',
    expiresAt: addMs(currentTime(db), IDENTITY_TICKET_SECONDS * 1000),
  };
  db.accounts.security.identityTickets.push(row);
  return row;
}

/** Spends the member's ticket: true when it was theirs, unused and not expired. */
export function spendIdentityTicket(db: AccountsDb, userId: string, ticket: string): boolean {
  const tickets = db.accounts.security.identityTickets;
  const index = tickets.findIndex((t) => t.ticket === ticket && t.userId === userId);
  if (index === -1) return false;
  const [row] = tickets.splice(index, 1);
  return row !== undefined && secondsUntil(db, row.expiresAt) > 0;
}

/** Whether the ticket would be accepted (checked before the other rules of a phone change). */
export function hasIdentityTicket(db: AccountsDb, userId: string, ticket: string): boolean {
  const row = db.accounts.security.identityTickets.find(
    (t) => t.ticket === ticket && t.userId === userId,
  );
  return row !== undefined && secondsUntil(db, row.expiresAt) > 0;
}

/** A lock's message with its minutes left filled in (`{minutes}`), in every language. */
export function withMinutesLeft(text: Localized, guard: PayPasswordGuard): Localized {
  const minutes = String(Math.ceil((guard.retryAfterSeconds ?? 0) / 60));
  return {
    zh_CN: text.zh_CN.replace('{minutes}', minutes),
    en_US: text.en_US.replace('{minutes}', minutes),
    ja: text.ja.replace('{minutes}', minutes),
  };
}
