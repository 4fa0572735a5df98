// The artefacts' check of the demo app: every story's screen opened in the built demo, as a reviewer opens it.
import type { Browser, Page } from 'playwright';
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import {
  failureCells,
  inLanes,
  quietFor,
  summarise,
  trackRequests,
  watchPage,
} from './page-watch.ts';
import { screenShape } from '../../mocks/qa-panel/story-link.ts';
import type { StoryFacts } from './storybook-check.ts';
import { navigate } from '../../e2e/app-router.ts';

/** A screen of the demo app: a story's route, opened signed in as its story is. */
interface Screen {
  route: string;
  session: string;
  story: string;
}

/**
 * Every screen the stories show on the plain mocks (no scenario), once per route shape (ids are
 * one: `/post/snapshot/80001` and `/post/snapshot/80002` are one screen) and person.
 */
export function demoScreens(stories: StoryFacts[]): Screen[] {
  const screens = new Map<string, Screen>();
  for (const story of stories) {
    if (!story.route || story.mock) continue;
    const session = story.session ?? 'none';
    const key = `${session} ${screenShape(new URL(story.route, 'http://app.invalid').pathname)}`;
    if (!screens.has(key))
      screens.set(key, { route: story.route, session, story: `${story.title} › ${story.name}` });
  }
  return [...screens.values()];
}

/** The address that opens a story's state in the app (scripts/vite/static-host-pages.ts). */
export function openLink(
  appUrl: string,
  state: { route: string; session?: string | null; mock?: string },
  latency?: number,
): string {
  const url = new URL('open.html', appUrl);
  url.searchParams.set('route', state.route);
  url.searchParams.set('session', state.session ?? 'none');
  if (state.mock) url.searchParams.set('mock', state.mock);
  if (latency !== undefined) url.searchParams.set('mockLatency', String(latency));
  return url.toString();
}

const SCREEN_TIMEOUT_MS = 15_000;
/** Quiet this long (no request on its way, no cell loading) counts as settled. */
const QUIET_MS = 100;

/**
 * The screen is there and its data has come (or failed): a page, no cell loading and no request
 * on its way, for QUIET_MS. After an in-app navigation the next page's calls start a frame or two
 * after it commits: a single look could come before them.
 */
function settled(page: Page, requestsOpen: () => number): Promise<boolean> {
  const busy = async () =>
    requestsOpen() > 0 ||
    !(await page.evaluate(
      () =>
        document.querySelector('#root main, #root [role="dialog"]') !== null &&
        !document.querySelector('[data-query-state="loading"], [data-feed-state="loading"]'),
    ));
  return quietFor(busy, QUIET_MS, SCREEN_TIMEOUT_MS);
}

/**
 * Opens each screen of the demo build (served at `url`), signed in as its story is. The first
 * screen of each person comes through the opener and a reload at the deep link, as a reviewer's
 * link does; the others by the app's own router, as a member goes from screen to screen (a page
 * load per screen cost a second each, and tests nothing more: every deep link is the same static
 * fallback page). Every screen must come up on its mocks with no page error, no exception in a
 * mock handler, no failure cell and not as the 404 page.
 */
export async function checkDemo(
  browser: Browser,
  url: string,
  stories: StoryFacts[],
  lanes: number,
): Promise<{ opened: number; failures: string[] }> {
  const bySession = new Map<string, Screen[]>();
  for (const screen of demoScreens(stories))
    bySession.set(screen.session, [...(bySession.get(screen.session) ?? []), screen]);
  const failures: string[] = [];
  let opened = 0;
  await inLanes(
    [...bySession.values()],
    lanes,
    async (screens) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const watch = watchPage(page);
        const requestsOpen = trackRequests(page);
        // After a screen that went wrong, the next one starts afresh through the opener.
        let throughOpener = true;
        for (const screen of screens) {
          const problems: string[] = [];
          try {
            if (throughOpener) {
              const response = await page.goto(openLink(url, screen, 0));
              await page.waitForURL((address) => !address.pathname.endsWith('open.html'));
              if (!response?.ok()) problems.push(`the opener answered ${response?.status()}`);
            } else {
              await navigate(page, screen.route);
            }
            if (!(await settled(page, requestsOpen)))
              problems.push(`not settled in ${SCREEN_TIMEOUT_MS / 1000} s`);
            problems.push(...watch.take());
            const failed = await failureCells(page);
            if (failed) problems.push(`shows ${failed} failure state(s)`);
            // The 404's own stories (and a redirect to it) show it on purpose.
            const toNotFound = /404/.test(`${decodeURIComponent(screen.route)} ${screen.story}`);
            if (
              !toNotFound &&
              (await page.getByRole('heading', { name: zh.errors.notFound.title }).count())
            )
              problems.push('shows the 404 page');
          } catch (error) {
            problems.push(String(error).split('\n')[0] ?? '');
          }
          opened++;
          throughOpener = problems.length > 0;
          for (const problem of summarise(problems))
            failures.push(
              `demo ${screen.route} (${screen.session}, from ${screen.story}): ${problem}`,
            );
        }
      } finally {
        await context.close();
      }
    },
    async (screens, error) => {
      failures.push(`demo, signed in as ${screens[0]?.session}: ${String(error).split('\n')[0]}`);
    },
  );
  return { opened, failures };
}
