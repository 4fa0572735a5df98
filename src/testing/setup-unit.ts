import { cleanup, configure } from '@testing-library/react';
import { nprogress } from '@mantine/nprogress';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@mocks/node';
import { applyScenario, setLatency } from '@mocks/runtime';

// Lazy routes transform on first use: on a cold, loaded machine (CI) that takes longer than
// Testing Library's 1 s default, so waits get 5 s. A test that really fails still fails.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these; jsdom has neither.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setLatency(0);
  applyScenario('');
});
afterEach(() => {
  server.resetHandlers();
  // Unmount, and stop the route progress bar's timer: left running, it fires after jsdom is torn
  // down at the end of a file ("window is not defined", an unhandled error that fails the run).
  cleanup();
  nprogress.reset();
});
afterAll(() => server.close());
