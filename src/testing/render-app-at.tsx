import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NAMED_TOKENS, NAMED_USERS } from '@fixtures/users';
import { tokenAtom, userIdAtom } from '@/lib/session';
import { wireClient } from '@/app/client-effects';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/routes';

/**
 * For the app-level unit tests: the whole app (routes, providers, the wired client) rendered at a
 * path, as the seed's member or as a visitor, against the node mocks.
 */
export function renderAppAt(path: string, signedIn = true) {
  const store = createStore();
  if (signedIn) {
    store.set(tokenAtom, NAMED_TOKENS.member);
    store.set(userIdAtom, NAMED_USERS.member.userId);
  }
  const queryClient = createQueryClient();
  wireClient(store);
  const router = createMemoryRouter(createRoutes({ queryClient, store }), {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, queryClient, view };
}
