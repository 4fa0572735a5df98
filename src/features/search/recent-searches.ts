import { useCallback, useSyncExternalStore } from 'react';

/**
 * The member's recent searches, kept on this device only (section: search). Keyed by member, so
 * two people sharing a phone never see each other's searches; a visitor keeps none.
 */
export const RECENT_LIMIT = 10;
const PREFIX = 'search_recent:';
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
/** The parsed list per key, reused while the stored text is the same (a stable snapshot). */
const cache = new Map<string, { raw: string | null; list: readonly string[] }>();

export function recentKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function readRecent(userId: string | null): readonly string[] {
  if (!userId) return EMPTY;
  const key = recentKey(userId);
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.list;
  const list = parse(raw);
  cache.set(key, { raw, list });
  return list;
}

function write(userId: string, list: readonly string[]): void {
  const key = recentKey(userId);
  try {
    if (list.length) localStorage.setItem(key, JSON.stringify(list));
    else localStorage.removeItem(key);
  } catch {
    // Private mode or a full storage: nothing is kept, the search itself still works.
  }
  listeners.forEach((l) => l());
}

/** Puts a keyword first (once), keeping the newest RECENT_LIMIT. */
export function addRecent(userId: string | null, keyword: string): void {
  const word = keyword.trim();
  if (!userId || !word) return;
  write(userId, [word, ...readRecent(userId).filter((k) => k !== word)].slice(0, RECENT_LIMIT));
}

export function clearRecent(userId: string | null): void {
  if (userId) write(userId, []);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same member searched or cleared: read again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentSearches(userId: string | null) {
  const list = useSyncExternalStore(subscribe, () => readRecent(userId));
  const add = useCallback((keyword: string) => addRecent(userId, keyword), [userId]);
  const clear = useCallback(() => clearRecent(userId), [userId]);
  return { list, add, clear };
}
