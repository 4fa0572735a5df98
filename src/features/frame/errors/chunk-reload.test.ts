import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  reloadForChunkError,
  type ReloadClock,
} from './chunk-reload';

function memoryClock(
  start = 1_000_000,
): ReloadClock & { advance(ms: number): void; goOffline(): void } {
  let time = start;
  let online = true;
  const store = new Map<string, string>();
  return {
    now: () => time,
    online: () => online,
    goOffline: () => {
      online = false;
    },
    get: (key) => store.get(key) ?? null,
    set: (key, value) => void store.set(key, value),
    advance: (ms) => {
      time += ms;
    },
  };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: https://app.test/assets/Page-1a2b.js',
    ),
    new TypeError('error loading dynamically imported module: https://app.test/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/Page-1a2b.css'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    { name: 'ChunkLoadError', message: '' },
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
    42,
  ])('leaves other errors alone: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows the first reload and remembers when', () => {
    const clock = memoryClock();
    expect(claimChunkReload(clock)).toBe(true);
    expect(clock.get(CHUNK_RELOAD_KEY)).toBe(String(clock.now()));
  });

  it('refuses another within 60 s', () => {
    const clock = memoryClock();
    claimChunkReload(clock);
    clock.advance(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(claimChunkReload(clock)).toBe(false);
  });

  it('allows again after 60 s', () => {
    const clock = memoryClock();
    claimChunkReload(clock);
    clock.advance(CHUNK_RELOAD_INTERVAL_MS);
    expect(claimChunkReload(clock)).toBe(true);
  });

  it('ignores a garbled or future timestamp', () => {
    const clock = memoryClock();
    clock.set(CHUNK_RELOAD_KEY, 'garbage');
    expect(claimChunkReload(clock)).toBe(true);
    clock.set(CHUNK_RELOAD_KEY, String(clock.now() + 10 * CHUNK_RELOAD_INTERVAL_MS));
    expect(claimChunkReload(clock)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /a.js');

  it('reloads once, then shows the error page within the minute', () => {
    const clock = memoryClock();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, clock, reload)).toBe(true);
    // After the reload the chunk is still missing: no loop.
    clock.advance(5_000);
    expect(reloadForChunkError(chunkError, clock, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, nor spend the once-a-minute reload there', () => {
    const clock = memoryClock();
    clock.goOffline();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, clock, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(clock.get(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), memoryClock(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage cannot remember the reload', () => {
    const clock: ReloadClock = { now: () => 1, get: () => null, set: () => {}, online: () => true };
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, clock, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
