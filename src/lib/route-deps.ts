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
