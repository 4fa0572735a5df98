import { addMs, currentTime } from '../db/account-clock';
import {
  IDENTITY_TICKET_SECONDS,
  PAY_PASSWORD_LOCK_SECONDS,
  PAY_PASSWORD_MAX_TRIES,
} from '../db/wallet-security';
import type { ScenarioDef } from './types';

const MEMBER = '10001';

/** The ticket the 'identity-verified' scenario gives the member (the contract example uses it). */
export const SEEDED_IDENTITY_TICKET = 'identity-seed-10001';

/**
 * Issue 27's states: the pay password locked or with tries used, a proof of identity already
 * given, a phone changed an hour ago. All in the db, so they hold across reloads and sheets.
 */
export const securityScenarios: ScenarioDef[] = [
  {
    name: 'pay-password-locked',
    description: `The member's (${MEMBER}) payment password is locked for 30 minutes after ${PAY_PASSWORD_MAX_TRIES} wrong tries`,
    apply: (db) => {
      db.accounts.security.payPasswordGuards[MEMBER] = {
        wrongTries: PAY_PASSWORD_MAX_TRIES,
        lockedUntil: addMs(currentTime(db), PAY_PASSWORD_LOCK_SECONDS * 1000),
      };
    },
  },
  {
    name: 'pay-password-tries-left',
    description: `The member (${MEMBER}) typed 3 wrong payment passwords in a row: 2 tries are left before the lock`,
    apply: (db) => {
      db.accounts.security.payPasswordGuards[MEMBER] = { wrongTries: 3, lockedUntil: null };
    },
  },
  {
    name: 'identity-verified',
    description: `The member (${MEMBER}) has just proven who they are for a phone change (ticket ${SEEDED_IDENTITY_TICKET})`,
    apply: (db) => {
      db.accounts.security.identityTickets.push({
        ticket: SEEDED_IDENTITY_TICKET,
        userId: MEMBER,
        purpose: 'changePhone',
        expiresAt: addMs(currentTime(db), IDENTITY_TICKET_SECONDS * 1000),
      });
    },
  },
  {
    name: 'phone-changed-recently',
    description: `The member (${MEMBER}) changed their phone an hour ago: no payment-password reset by SMS for a day`,
    apply: (db) => {
      db.accounts.security.phoneChangedAt[MEMBER] = addMs(currentTime(db), -60 * 60 * 1000);
    },
  },
];
