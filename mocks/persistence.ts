import { createStore, del, get, set } from 'idb-keyval';
import type { MockDb } from './db';

/**
 * The browser's mock db survives a reload, like a real backend (dev and demo builds): the db is
 * written to IndexedDB after every mocked answer and read back before the worker starts.
 * Stories and unit tests never come here: each keeps a fresh db.
 *
 * The saved copy carries the version of the fixtures and the db code it was made from
 * (`__MOCK_DB_VERSION__`, a hash computed by scripts/vite/mock-db-version.ts): a change to either reseeds.
 */
const store = () => createStore('lumen-mock', 'db');
const KEY = 'db';

/** QA can switch persistence off (the QA panel's Data tab); it is on by default. */
export const PERSIST_OFF_KEY = 'mock:persist-off';

interface Saved {
  version: string;
  db: MockDb;
}

export function persistenceEnabled(): boolean {
  try {
    return localStorage.getItem(PERSIST_OFF_KEY) !== '1';
  } catch {
    return false;
  }
}

function isSaved(value: unknown): value is Saved {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    'db' in value &&
    typeof value.db === 'object' &&
    value.db !== null
  );
}

/** The saved db of this version, or null (none, another version, or storage refused). */
export async function loadSavedDb(): Promise<MockDb | null> {
  if (!persistenceEnabled()) return null;
  try {
    const saved: unknown = await get(KEY, store());
    return isSaved(saved) && saved.version === __MOCK_DB_VERSION__ ? saved.db : null;
  } catch (error) {
    console.warn('mock db: could not read the saved copy, starting from the seed', error);
    return null;
  }
}

/**
 * Saves the db. IndexedDB clones the value when the write is queued, so the copy is exactly the
 * db of this moment even though the write finishes later; writes are applied in order.
 */
export function saveDb(current: MockDb): void {
  if (!persistenceEnabled()) return;
  set(KEY, { version: __MOCK_DB_VERSION__, db: current } satisfies Saved, store()).catch(
    (error: unknown) => console.warn('mock db: not saved', error),
  );
}

/** Forgets the saved db: the next load starts from the seed. */
export async function forgetSavedDb(): Promise<void> {
  try {
    await del(KEY, store());
  } catch (error) {
    console.warn('mock db: could not forget the saved copy', error);
  }
}
