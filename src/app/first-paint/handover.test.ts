import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAppStyles, firstScreenReady, type HandoverDeps } from './handover';

/** A router and a query client whose state the test moves by hand. */
function fakes() {
  const listeners = new Set<() => void>();
  const state = { initialized: false, fetching: 1 };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const deps: HandoverDeps = {
    router: {
      get state() {
        return { initialized: state.initialized };
      },
      subscribe: (listener) => subscribe(() => listener({ initialized: state.initialized })),
    },
    queryClient: { isFetching: () => state.fetching, getQueryCache: () => ({ subscribe }) },
  };
  const set = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    listeners.forEach((l) => l());
  };
  return { deps, set, listeners };
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the handover from the shell to the app', () => {
  it('renders at once without the shell', async () => {
    const { deps } = fakes();
    await expect(firstScreenReady(deps, 4_000, false)).resolves.toBeUndefined();
  });

  it('waits for the first page and the first calls, then lets go', async () => {
    const { deps, set, listeners } = fakes();
    let done = false;
    void firstScreenReady(deps, 4_000, true).then(() => (done = true));
    set({ initialized: true });
    await Promise.resolve();
    expect(done).toBe(false);
    set({ fetching: 0 });
    await Promise.resolve();
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('does not wait longer than its cap', async () => {
    vi.useFakeTimers();
    const { deps } = fakes();
    const ready = firstScreenReady(deps, 4_000, true);
    vi.advanceTimersByTime(4_000);
    await expect(ready).resolves.toBeUndefined();
  });

  it('applies the preloaded style sheets and waits for them', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" data-app-style crossorigin href="/assets/a.css">';
    let done = false;
    const applied = applyAppStyles().then(() => (done = true));
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toMatch(/\/assets\/a\.css$/);
    await Promise.resolve();
    expect(done).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });
});
