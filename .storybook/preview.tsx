import type { Decorator, Preview } from '@storybook/react-vite';
import { notifications } from '@mantine/notifications';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createStore } from 'jotai';
import Cookies from 'js-cookie';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import clipUrl from '@fixtures/media/clip.webm?url';
import { NAMED_TOKENS, NAMED_USERS, type NamedUser } from '@fixtures/users';
import { handlers } from '@mocks/handlers';
import { configureMedia } from '@mocks/handlers/media';
import { dispatching } from '@mocks/platform/dispatch';
import { applyScenario, heldCallCount, setLatency } from '@mocks/runtime';
import { scenarios } from '@mocks/scenarios';
import { wireClient } from '@/app/client-effects';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import { forgetAppMemory } from '@/lib/app-memory';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { COOKIE_KEYS, isLanguage, type Language } from '@/lib/preferences';
import { tokenAtom, userIdAtom } from '@/lib/session';
import { lastStoryCallsAnswered } from './calls-on-their-way';
import { checkOtherModes } from './mode-checks';
import { DESKTOP, PHONE, allModes } from './modes';

/**
 * Story parameters (the same names as the QA panel and the e2e fixture use):
 * - mock: a scenario string, e.g. 'offline' or 'config.general=code:10000' (mocks/platform/scenario.ts)
 * - session: a named user of fixtures/users ('member' by default) or null for signed out
 * - route: render the app's route table at this path instead of the story's component, as a
 *   page reached inside the app (home is behind it, so its top bar offers back)
 * - openedByLink: the route opened from a link instead, with nothing behind it (a button home)
 * - storage: { local?: Record<string,string>, session?: Record<string,string> } set before render
 */
declare module '@storybook/react-vite' {
  interface Parameters {
    mock?: string;
    session?: NamedUser | null;
    route?: string;
    openedByLink?: boolean;
    storage?: { local?: Record<string, string>; session?: Record<string, string> };
  }
}

// Play functions wait up to 15 s for what they look for (and not a moment longer than it takes
// to appear): stories run as tests on a loaded machine, where a lazy chunk or the first MSW answer
// can take longer than Testing Library's 1 s default. 5 s was not enough on a 2-core machine
// running the journeys beside the stories at a third of CI's speed (a feed's first posts).
configure({ asyncUtilTimeout: 15_000 });

/**
 * Storage every story starts from: the once-per-session warning and today's notices already
 * dismissed, so a screen's stories show the screen (each dialog has its own story, which sets its
 * key back). A notice's dialog is a lazy chunk: left on, it covered a screen or not by how fast
 * that chunk came, and the picture with it.
 */
const DEFAULT_SESSION_STORAGE = { ins_hide_warn_pop: '1', feed_seen_notices: '["n1","n2"]' };

/** One app per story: a fresh store (signed in as `session`), query cache and router. */
function StoryApp({
  route,
  openedByLink = false,
  session,
  theme,
  children,
}: {
  route?: string;
  openedByLink?: boolean;
  session: NamedUser | null;
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(tokenAtom, session ? NAMED_TOKENS[session] : null);
    s.set(userIdAtom, session ? NAMED_USERS[session].userId : null);
    // Wired before the router exists: its loaders start requests as it is created.
    wireClient(s);
    return s;
  });
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The mode checks wait for its calls to settle before they look (.storybook/mode-checks.ts).
    globalThis.__storyQueryClient = client;
    // test:artefacts waits the same way in the built Storybook (scripts/artefacts/storybook-check.ts).
    globalThis.__storyHeldCalls = heldCallCount;
    return client;
  });
  const [router] = useState(() =>
    route
      ? createMemoryRouter(
          createRoutes({ queryClient, store }),
          openedByLink
            ? { initialEntries: [route] }
            : { initialEntries: ['/', route], initialIndex: 1 },
        )
      : null,
  );
  return (
    <AppProviders store={store} queryClient={queryClient} forceColorScheme={theme}>
      {router ? <RouterProvider router={router} /> : <MemoryRouter>{children}</MemoryRouter>}
    </AppProviders>
  );
}

declare global {
  /** How many calls the story's scenario holds on purpose (a Loading state's). */
  var __storyHeldCalls: (() => number) | undefined;
}

const withApp: Decorator = (Story, context) => (
  <StoryApp
    route={context.parameters.route}
    openedByLink={context.parameters.openedByLink}
    session={context.parameters.session === undefined ? 'member' : context.parameters.session}
    theme={context.globals.theme === 'light' ? 'light' : 'dark'}
  >
    <Story />
  </StoryApp>
);

/** Vitest's browser mode (`npm run test:visual`), not Storybook shown to a person. */
const STORY_TEST_RUN = '__vitest_browser__' in globalThis;

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      configureMedia({ loadClip: () => fetch(clipUrl).then((r) => r.arrayBuffer()) });
      const worker = setupWorker(dispatching(handlers));
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        // The app's files skip MSW (public/mock-service-worker.js).
        serviceWorker: { url: '/mock-service-worker.js' },
      });
      return worker;
    }),
    async ({ parameters, globals }) => {
      await lastStoryCallsAnswered();
      // Mantine keeps notifications in a module-level store: start every story with none.
      notifications.clean();
      notifications.cleanQueue();
      // A story is a fresh app in a page that earlier stories (of any file) scrolled and filled.
      forgetAppMemory();
      window.scrollTo(0, 0);
      localStorage.clear();
      sessionStorage.clear();
      for (const name of Object.values(COOKIE_KEYS)) Cookies.remove(name);
      const storage = parameters.storage ?? {};
      for (const [k, v] of Object.entries({ ...DEFAULT_SESSION_STORAGE, ...storage.session }))
        sessionStorage.setItem(k, v);
      for (const [k, v] of Object.entries(storage.local ?? {})) localStorage.setItem(k, v);
      setLatency(0);
      // The toolbar's scenario adds to the story's own (the same string grammar as ?mock= and the QA panel).
      const toolbar =
        typeof globals.mock === 'string' && globals.mock !== 'none' ? globals.mock : '';
      applyScenario([parameters.mock, toolbar].filter(Boolean).join(';'));
      const locale: Language = isLanguage(globals.locale) ? globals.locale : 'zh_CN';
      await initI18n(locale);
      await changeLanguage(locale);
      return {};
    },
  ],
  decorators: [withApp],
  // After each play: axe in the other scheme and, for screens, the layout in every language.
  afterEach: checkOtherModes,
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      config: {
        rules: [
          // The same verdicts, on the elements that can fail it: it fails a letter-spacing,
          // word-spacing or line-height set inline with !important, and an inline property has
          // that priority only if its style attribute says so (the CSSOM writes it there too).
          // Its default, every [style], took ~40 ms a story: Mantine puts inline CSS variables
          // on most elements, and for each the rule first works out its visible text.
          { id: 'avoid-inline-spacing', selector: '[style*="important"]' },
        ],
      },
      // In the story tests, axe details the violations only (what fails a story): the nodes that
      // pass or need review it then lists one per rule instead of finding a selector for each,
      // ~5% of the story run. The panel in Storybook itself keeps every node.
      ...(STORY_TEST_RUN && { options: { resultTypes: ['violations'] } }),
    },
    // The same matrix as the story tests check locally (.storybook/modes.ts).
    chromatic: { modes: allModes },
    viewport: {
      options: {
        phone: {
          name: 'Phone 390×844',
          styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` },
          type: 'mobile',
        },
        small: {
          name: 'Small phone 360×740',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 820×1180',
          styles: { width: '820px', height: '1180px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280×800',
          styles: { width: `${DESKTOP.width}px`, height: `${DESKTOP.height}px` },
          type: 'desktop',
        },
      },
    },
  },
  initialGlobals: {
    locale: 'zh_CN',
    theme: 'dark',
    mock: 'none',
    viewport: { value: 'phone', isRotated: false },
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh_CN', title: '简体中文' },
          { value: 'en_US', title: 'English' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
    mock: {
      description: 'Mock scenario',
      toolbar: {
        title: 'Scenario',
        icon: 'lightning',
        items: [
          { value: 'none', title: 'No scenario' },
          ...scenarios.map((s) => ({ value: s.name, title: s.name, right: s.description })),
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
