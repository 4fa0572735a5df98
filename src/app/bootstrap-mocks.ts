/**
 * Development and demo builds only: main.tsx imports this module dynamically behind
 * VITE_USE_MOCKS, so the production build contains none of it (checked by e2e/production).
 */
export async function startMocks(): Promise<void> {
  const { startBrowserMocks } = await import('../../mocks/browser');
  await startBrowserMocks();
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
    // Not awaited: the panel and its ~40 chunks come while the app starts, instead of holding
    // every page load (and every journey's) until they are in. It mounts once i18n is ready.
    void import('../../mocks/qa-panel/mount').then(({ mountQaPanel }) => mountQaPanel());
  }
}
