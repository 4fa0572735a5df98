import { useEffect, useState } from 'react';

/**
 * A module the first screen does not show, loaded once the component that needs it has rendered
 * (its code is not in the start-up JavaScript): null until it is in. A load that failed (the
 * network went away) is tried again when the browser is back online, instead of leaving the
 * page without it, or taking the page down with it.
 */
export function useLoadedLater<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const attempt = () => {
      load().then(
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
