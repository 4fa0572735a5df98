/**
 * Development and demo builds only: main.tsx imports this module dynamically behind
 * VITE_USE_MOCKS, so the production build contains none of it (checked by e2e/production).
 */
export async function startMocks(): Promise<void> {
  const { startBrowserMocks } = await import('../../mocks/browser');
  await startBrowserMocks();
  if (import.meta.env.DEV || import.meta.env.MODE === 'demo') {
    const { mountQaPanel } = await import('../../mocks/qa-panel/mount');
    mountQaPanel();
  }
}
