/**
 * The last calls the mocks answered, for the QA panel's Calls tab: a refused request shows there
 * with the reason the mock gave (a server's log, where a tester can see why a screen failed). In
 * relay mode (mocks/platform/relay.ts) they are the calls a real host answered.
 */
export type CallOutcome = 'ok' | 'failure' | 'refused' | 'forced' | 'network';

export interface CallEntry {
  seq: number;
  endpointId: string;
  method: string;
  /** The path as called, with its query (no host); a media file: its host and path. */
  url: string;
  outcome: CallOutcome;
  /** The envelope's code, when there was one. */
  code: string | null;
  /** Why a request was refused or failed: the first schema issue, the business message. */
  reason: string | null;
  /**
   * A relayed call's verdict by Prism's validation proxy (`sl-violations`), one line per
   * violation (`response.body.data.x: …`); absent when no proxy judged it or it found nothing.
   */
  contract?: readonly string[] | null;
}

const LIMIT = 100;
let entries: readonly CallEntry[] = [];
let seq = 0;
const listeners = new Set<() => void>();

export function logCall(entry: Omit<CallEntry, 'seq'>): void {
  seq += 1;
  entries = [{ ...entry, seq }, ...entries].slice(0, LIMIT);
  for (const listener of listeners) listener();
}

/** Newest first; a new array after every call (a snapshot for useSyncExternalStore). */
export function loggedCalls(): readonly CallEntry[] {
  return entries;
}

export function onCallLogged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearCallLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}
