import type { QueryClient } from '@tanstack/react-query';
import { DRAFT_PREFIX } from '@/lib/drafts';

export interface ClearedCache {
  /** Bytes freed, when the browser can tell (storage estimate and the drafts' own size). */
  freedBytes: number | null;
  drafts: number;
}

/** Removes every form draft (what was typed and not sent); answers how many and their size. */
export function clearDrafts(): { count: number; bytes: number } {
  let bytes = 0;
  let count = 0;
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of Object.keys(storage)) {
      if (!key.startsWith(DRAFT_PREFIX)) continue;
      bytes += (key.length + (storage.getItem(key)?.length ?? 0)) * 2;
      storage.removeItem(key);
      count += 1;
    }
  }
  return { count, bytes };
}

async function usage(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.usage ?? null;
  } catch {
    return null;
  }
}

/**
 * Clear cache: the query cache (kept answers), the media cache (the browser's Cache Storage), and
 * form drafts. Section 4: "Clearing cache requires re-login": the caller then ends this sign-in
 * (ClearCachePage). Kept: the saved accounts (without this login's token), language and theme.
 */
export async function clearCache(queryClient: QueryClient): Promise<ClearedCache> {
  const before = await usage();
  queryClient.removeQueries({ type: 'inactive' });
  const { count: drafts, bytes: draftBytes } = clearDrafts();
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) await caches.delete(name);
  }
  const after = await usage();
  const estimated = before !== null && after !== null ? Math.max(before - after, 0) : null;
  return {
    freedBytes: estimated === null && drafts === 0 ? null : (estimated ?? 0) + draftBytes,
    drafts,
  };
}

export function formatBytes(bytes: number, language: string): string {
  const locale = language.replace('_', '-');
  if (bytes < 1024) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
