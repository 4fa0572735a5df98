import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { tokenAtom, userIdAtom } from './session';

/**
 * What route loaders need to start a screen's requests before its code has arrived: the app's
 * query cache and its session. The app (and every story and test) builds its routes with its own.
 */
export interface RouteDeps {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

/** The signed-in member, or null: loaders prefetch private data only with a token. */
export function sessionOf({ store }: RouteDeps): { token: string; userId: string | null } | null {
  const token = store.get(tokenAtom);
  return token ? { token, userId: store.get(userIdAtom) } : null;
}

/**
 * Starts a loader's requests in a task of their own, just after the one that runs the loader: the
 * first page's loaders run as the router is created, and starting their calls there too (the
 * query cache, the client, adopting the inline script's answers) made one long task of the
 * app's start (~130 ms at 4x CPU on the find tab, ~40 of it the calls). A task later is no wait:
 * src/main.tsx's next step after creating the router is itself a task later, so they still go
 * first.
 */
export function startSoon(start: () => void): void {
  setTimeout(start, 0);
}
