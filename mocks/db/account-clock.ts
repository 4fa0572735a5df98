import { atOffset } from '@fixtures/seed';
import type { AccountsDb } from './accounts';

/**
 * Time and ids of runtime events. The mock never reads the wall clock: each event happens one
 * second after the previous one, starting at the reference date, so every run is the same.
 */
export function tick(db: AccountsDb): string {
  db.accounts.clock += 1;
  return atOffset(db.accounts.clock * 1000);
}

/** The current mock time, without moving it. */
export function currentTime(db: AccountsDb): string {
  return atOffset(db.accounts.clock * 1000);
}

/** Today as YYYY-MM-DD in mock time. */
export function today(db: AccountsDb): string {
  return currentTime(db).slice(0, 10);
}

export function nextId(db: AccountsDb, prefix: string): string {
  db.accounts.serial += 1;
  return `${prefix}-${db.accounts.serial}`;
}

/** ISO time `ms` after `iso`. */
export function addMs(iso: string, ms: number): string {
  return new Date(new Date(iso).getTime() + ms).toISOString();
}
