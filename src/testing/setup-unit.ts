import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@mocks/node';
import { applyScenario, setLatency } from '@mocks/runtime';

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
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
