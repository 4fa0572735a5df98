import type { Browser, Page } from 'playwright';
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import { failureCells, inLanes, summarise, watchPage } from './page-watch.ts';
import { screenShape } from '../../mocks/qa-panel/story-link.ts';
import type { StoryFacts } from './storybook-check.ts';

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

/** The screen is there and its data has come (or failed): a page, and no cell still loading. */
async function settled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        document.querySelector('#root main, #root [role="dialog"]') &&
        !document.querySelector('[data-query-state="loading"], [data-feed-state="loading"]'),
      undefined,
      { timeout: SCREEN_TIMEOUT_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
}

/**
 * Opens each screen of the demo build (served at `url`) by its address, through the opener and a
 * reload at the deep link, as a reviewer's link does: every screen must come up on its mocks with
 * no page error, no exception in a mock handler, no failure cell and not as the 404 page.
 */
export async function checkDemo(
  browser: Browser,
  url: string,
  stories: StoryFacts[],
  lanes: number,
): Promise<{ opened: number; failures: string[] }> {
  const screens = demoScreens(stories);
  const failures: string[] = [];
  const pages: { page: Page; watch: ReturnType<typeof watchPage> }[] = [];
  let opened = 0;
  await inLanes(
    screens,
    lanes,
    async (screen, lane) => {
      let lanePage = pages[lane];
      if (!lanePage) {
        // One context per lane: the mock worker registers once, and the opener resets the rest.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        lanePage = { page, watch: watchPage(page) };
        pages[lane] = lanePage;
      }
      const { page, watch } = lanePage;
      const problems: string[] = [];
      const response = await page.goto(openLink(url, screen, 0));
      await page.waitForURL((address) => !address.pathname.endsWith('open.html'));
      if (!response?.ok()) problems.push(`the opener answered ${response?.status()}`);
      if (!(await settled(page))) problems.push(`not settled in ${SCREEN_TIMEOUT_MS / 1000} s`);
      opened++;
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
      for (const problem of summarise(problems))
        failures.push(`demo ${screen.route} (${screen.session}, from ${screen.story}): ${problem}`);
    },
    async (screen, error, lane) => {
      failures.push(`demo ${screen.route} (${screen.session}): ${String(error).split('\n')[0]}`);
      await pages[lane]?.page
        .context()
        .close()
        .catch(() => undefined);
      delete pages[lane];
    },
  );
  await Promise.all(pages.map(({ page }) => page.context().close()));
  return { opened, failures };
}
