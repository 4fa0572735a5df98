/**
 * Development and demo builds only: main.tsx imports this module dynamically behind
 * VITE_USE_MOCKS, so the production build contains none of it (checked by e2e/production).
 *
 * Starts the mock platform and answers what to run once the first screen is up: the QA panel.
 * Its ~40 chunks loaded beside the first screen's took the browser's six connections to the host
 * and the main thread while the page's own chunks and mock answers waited (a page load took
 * ~2 s instead of ~1.2 s on a quiet machine, every journey's page load included). The calls it
 * lists are recorded from the start by the mock platform, not by the panel.
 */
export async function startMocks(): Promise<() => void> {
  const { startBrowserMocks } = await import('../../mocks/browser');
  await startBrowserMocks();
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'demo')) return () => {};
  return () => void import('../../mocks/qa-panel/mount').then(({ mountQaPanel }) => mountQaPanel());
}
