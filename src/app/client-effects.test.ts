import { nprogressStore } from '@mantine/nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_THROTTLE_MS, requestEnded, requestStarted } from './client-effects';

/** The progress bar's store changes, counted (its component reads it with useSyncExternalStore). */
let changes = 0;
let unsubscribe = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  changes = 0;
  unsubscribe = nprogressStore.subscribe(() => (changes += 1));
});

afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

/** The bar's store is imported when first used (not in the start-up code): waits for its calls. */
async function barSettled(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

describe('the progress bar', () => {
  it('is left alone by requests that end within the throttle', async () => {
    requestStarted();
    requestStarted();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    requestEnded();
    requestEnded();
    vi.advanceTimersByTime(5_000);
    await barSettled();
    // No change at all: a change while React renders the first screen in slices made it redo
    // the whole render synchronously.
    expect(changes).toBe(0);
    expect(nprogressStore.getState().mounted).toBe(false);
  });

  it('shows for a request still running after the throttle, and completes when all have ended', async () => {
    requestStarted();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    await barSettled();
    expect(nprogressStore.getState().mounted).toBe(true);
    requestStarted();
    requestEnded();
    await barSettled();
    expect(nprogressStore.getState().progress).toBeLessThan(100);
    requestEnded();
    await barSettled();
    expect(nprogressStore.getState().progress).toBe(100);
    vi.advanceTimersByTime(1_000);
    expect(nprogressStore.getState().mounted).toBe(false);
  });
});
