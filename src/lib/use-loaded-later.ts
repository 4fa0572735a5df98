import { useEffect, useState } from 'react';

/**
 * What each loader gave, once in: a component that mounts after that has it at once, without a
 * frame of nothing first.
 */
const loadedBy = new WeakMap<() => Promise<unknown>, unknown>();

function remember<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => {
    loadedBy.set(load, module);
    return module;
  });
}

/**
 * Fetches a module useLoadedLater will want, ahead of time (when the browser is idle after the
 * first screen): it is then there even if the network is not. A failure is left to the hook.
 */
export function loadAhead(load: () => Promise<unknown>): void {
  remember(load).catch(() => {});
}

/**
 * A module the first screen does not show, loaded once the component that needs it has rendered
 * (its code is not in the start-up JavaScript): null until it is in. A load that failed (the
 * network went away) is tried again when the browser is back online, instead of leaving the
 * page without it, or taking the page down with it.
 */
export function useLoadedLater<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(
    () => (loadedBy.get(load) as T | undefined) ?? null,
  );
  useEffect(() => {
    let live = true;
    const attempt = () => {
      remember(load).then(
        (module) => {
          if (live) setLoaded(() => module);
        },
        () => {
          if (live) window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [load]);
  return loaded;
}
