/** Spec section 9: "Chunk-reload guard is 60 seconds". */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** sessionStorage key holding the time of the last reload for a chunk failure. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR_MESSAGES = [
  // Chromium
  /Failed to fetch dynamically imported module/i,
  // Firefox
  /error loading dynamically imported module/i,
  // Safari
  /Importing a module script failed/i,
  // Vite's preload helper (CSS or JS preload of a lazy chunk)
  /Unable to preload CSS/i,
  // webpack-style chunk loaders, should a dependency bring one
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/**
 * A failed load of a code-split page: after a deploy the old chunk names are gone, or the network
 * dropped mid-navigation. A full reload fetches the new index and its chunks.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((re) => re.test(message));
}

export interface ReloadClock {
  now(): number;
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** Whether the device has a network (a reload without one shows the browser's offline page). */
  online(): boolean;
}

/**
 * May the page reload for a chunk failure now? At most once per 60 s: a chunk that is still
 * missing after a reload would otherwise reload forever. Claims the slot when it answers true.
 */
export function claimChunkReload(clock: ReloadClock): boolean {
  const last = Number(clock.get(CHUNK_RELOAD_KEY));
  const now = clock.now();
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS)
    return false;
  clock.set(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** The browser's clock and session storage (a storage that throws counts as empty). */
export const browserReloadClock: ReloadClock = {
  now: () => Date.now(),
  online: () => navigator.onLine,
  get: (key) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Without storage the guard cannot remember: claimChunkReload would allow a reload loop,
      // so `reloadForChunkError` checks the write took before reloading.
    }
  },
};

/**
 * Claims a reload for a chunk failure when the guard allows. Without working session storage it
 * never does (it could not count, and might loop). Nor offline: the chunk failed for want of a
 * network, not for a deploy, and a reload would swap the app, and what is on the screen, for the
 * browser's offline page (a chunk loading in the background when the phone lost its network did
 * that); the page stays, the offline notice shows, and a page that needed the chunk offers a retry.
 */
export function claimReloadForChunkError(
  error: unknown,
  clock: ReloadClock = browserReloadClock,
): boolean {
  if (!isChunkLoadError(error) || !clock.online() || !claimChunkReload(clock)) return false;
  return clock.get(CHUNK_RELOAD_KEY) !== null;
}

/** Reloads the page for a chunk failure when the guard allows; answers whether it did. */
export function reloadForChunkError(
  error: unknown,
  clock: ReloadClock = browserReloadClock,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!claimReloadForChunkError(error, clock)) return false;
  reload();
  return true;
}
