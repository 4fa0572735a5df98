import { createStore, del, get, set } from 'idb-keyval';
import type { MockDb } from './db';

/**
 * The browser's mock db survives a reload, like a real backend (dev and demo builds): every call
 * that can change data is written to IndexedDB before it is answered (issue 27: a tip answered
 * "Payment successful", then a reload 2 s later, had lost the tip; the save then ran after the
 * answer, in a later task a reload could cut). It is read back before the worker starts.
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
 * Reads that change data all the same (the spec's follow is a GET; opening a conversation reads
 * it; a pay token is issued by a GET...). Every other GET is saved by nobody: cloning the db
 * after each read would cost the app long tasks a real backend never causes. Kept whole by
 * mocks/persistence.test.ts, which runs every GET's example and fails on an unlisted change.
 */
export const READS_THAT_WRITE: ReadonlySet<string> = new Set([
  'actions.follow',
  'auth.visitor',
  'messages.conversation',
  'messages.conversations',
  'messages.unread',
  'post.fileInfo',
  'wallet.order',
  'wallet.payToken',
  'wallet.paySafety',
]);

/** Whether a call of this endpoint can change the db (and must be saved before it answers). */
export function changesData(endpoint: { id: string; method: string }): boolean {
  return endpoint.method !== 'GET' || READS_THAT_WRITE.has(endpoint.id);
}

/**
 * Saves the db, resolving once IndexedDB has committed it: what was acknowledged after this
 * survives a reload. IndexedDB clones the value when the write is queued, so the copy is exactly
 * the db of this moment; writes are applied in order. A refused write is logged, not thrown:
 * the call's own answer is still the truth of this page.
 */
export async function saveDb(current: MockDb): Promise<void> {
  if (!persistenceEnabled()) return;
  try {
    await set(KEY, { version: __MOCK_DB_VERSION__, db: current } satisfies Saved, store());
  } catch (error) {
    console.warn('mock db: not saved', error);
  }
}

/** Forgets the saved db: the next load starts from the seed. */
export async function forgetSavedDb(): Promise<void> {
  try {
    await del(KEY, store());
  } catch (error) {
    console.warn('mock db: could not forget the saved copy', error);
  }
}
