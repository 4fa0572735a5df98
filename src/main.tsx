import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { wireClient } from './app/client-effects';
import { AppProviders, createQueryClient } from './app/providers';
import { addOtherAreas, loadOtherAreaRoutes } from './app/other-areas';
import { createStartRoutes } from './app/start-routes';
import { applyAppStyles, firstScreenReady } from './app/first-paint/handover';
import { reloadForChunkError } from './features/frame/errors/chunk-reload';
import { loadErrorScreens } from './features/frame/errors/RouteErrorPage';
import { initI18n } from './lib/i18n';
import { startLanguage } from './lib/preferences';
import { SITE_NAME } from './lib/site';
import { loadAhead } from './lib/use-loaded-later';

// A lazily loaded chunk's preload failed (usually a deploy replaced it): Vite reports it here
// before the import rejects. Reload for the new build, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(new Error(`Unable to preload CSS or JS: ${String(event.payload)}`)))
    event.preventDefault();
});

/**
 * Lets the browser run what is waiting (a paint, a tap, an answer) before the next step: the
 * entry's modules take one task to evaluate, creating the router (matching the address, starting
 * the first page's loaders and chunks) another, and the strings a third, instead of one long
 * task of all three.
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a second later). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

async function start(): Promise<void> {
  document.title = SITE_NAME;
  // The mock platform's tools (the QA panel) come after the first screen.
  let afterFirstScreen = () => {};
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    // A dynamic import behind a build-time constant: the production build drops all mock code.
    const [{ startMocks }, { goToOpenedRoute }] = await Promise.all([
      import('./app/bootstrap-mocks'),
      import('./app/opened-route'),
    ]);
    // The review site's opener: its route, before the router reads the address.
    goToOpenedRoute();
    afterFirstScreen = await startMocks();
  }
  await yieldToMain();
  // The router starts loading the first page's chunks (and its loaders' data) as it is created:
  // create it before waiting for the strings, so the two downloads overlap instead of queueing.
  const queryClient = createQueryClient();
  const store = createStore();
  // Wired before the router exists: its loaders start the first screen's requests as it is created.
  wireClient(store);
  // The start table only (the tabs, a post): the other areas' routes come when an address needs
  // them, and are fetched once the first screen is up (./app/other-areas.ts).
  const router = createBrowserRouter(createStartRoutes({ queryClient, store }), {
    patchRoutesOnNavigation: addOtherAreas,
  });
  // The members' build only preloads the style sheets (its first paint is a page's shell,
  // with its own CSS): apply them now, while the strings load, and render only once they are in.
  const styles = applyAppStyles();
  // The strings' setup in a task of its own too (its module may already be in: then the whole
  // start would run as one task's microtasks).
  await yieldToMain();
  await initI18n(startLanguage());
  await styles;
  // Where the shell shows, replace it with the finished screen, not a spinner or skeletons.
  await firstScreenReady({ router, queryClient });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them (taps, the splash's paint) instead of one long blocking task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // Ready for the next tap, once the first screen has had the main thread: a link to another
  // area then opens without waiting for its routes, and an error screen shows even offline.
  whenIdle(() => {
    void loadOtherAreaRoutes();
    loadAhead(loadErrorScreens);
    afterFirstScreen();
  });
}

void start();
