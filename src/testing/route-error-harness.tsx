import { useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_LocationContext as LocationContext,
} from 'react-router-dom';
import { RouteErrorPage } from '@/features/frame/errors/RouteErrorPage';

/**
 * For stories of what a route error shows (errors.tsv: HTTP 404, other route error, chunk load
 * failure): a route whose loader throws `error`, with the app's own error element,
 * RouteErrorPage. The app's route table has no page that throws on purpose, so the story brings
 * one. Storybook puts a story's component inside a MemoryRouter; React Router refuses a router
 * inside a router, so the outer one's location is hidden from this one (it uses none of it).
 */
export function RouteErrorHarness({ error }: { error: () => unknown }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw error();
        },
        Component: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]),
  );
  return (
    <LocationContext.Provider value={null as never}>
      <RouterProvider router={router} />
    </LocationContext.Provider>
  );
}
