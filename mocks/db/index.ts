import { seededFaker } from '@fixtures/seed';
import type { AccountTables } from './accounts';
import { createAccountTables } from './account-seed';
import { createContentTables, type ContentTables } from './content';
import { browserMediaBase, createCoreTables, type CoreTables, type DbOptions } from './core';

export type MockDb = CoreTables & { content: ContentTables; accounts: AccountTables };
export type { DomainRow, DbOptions } from './core';

let options: DbOptions = { mediaBase: browserMediaBase };
let current: MockDb | null = null;

/** The seeded db, drawn once per options: every fresh db is a copy of it. */
let pristine: { options: DbOptions; db: MockDb } | null = null;

/**
 * A fresh database from the seed: the same every time. Slices draw from one faker in a fixed
 * order; that takes 30-300 ms, and every unit test and story starts from a fresh db, so it is
 * drawn once and copied (3-7 ms). A copy also keeps one db's changes out of the next.
 */
export function createDb(opts: DbOptions = options): MockDb {
  if (pristine?.options !== opts) pristine = { options: opts, db: drawDb(opts) };
  return structuredClone(pristine.db);
}

function drawDb(opts: DbOptions): MockDb {
  const faker = seededFaker();
  const core = createCoreTables(faker, opts);
  const content = createContentTables(faker, core);
  const accounts = createAccountTables(faker, core);
  return { ...core, content, accounts };
}

export function configureDb(next: DbOptions): void {
  options = next;
  current = null;
}

export function db(): MockDb {
  current ??= createDb();
  return current;
}

export function resetDb(): MockDb {
  current = createDb();
  return current;
}

/** Replaces the live db (QA persistence restores a saved one). */
export function replaceDb(next: MockDb): void {
  current = next;
}
