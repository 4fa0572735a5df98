// The artefacts' check of the static Storybook: stories rendered in place as the manager does, until their calls settle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import {
  failureCells,
  inLanes,
  quietFor,
  summarise,
  trackRequests,
  watchPage,
} from './page-watch.ts';

/** What a story says about the app state it shows (.storybook/preview.tsx's parameters). */
export interface StoryFacts {
  id: string;
  title: string;
  name: string;
  route?: string;
  mock?: string;
  session?: string | null;
}

/** How long a story took to render, then to settle (ms). */
export interface StoryTiming {
  id: string;
  render: number;
  settle: number;
}

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  exportName?: string;
  importPath: string;
}

/** A story whose name promises data: it must never show a failure. */
const SUCCESS = /success$/i;
/** A story that has not rendered by then is a failure of its own. */
const STORY_TIMEOUT_MS = 20_000;
/**
 * How long a story's calls may take to settle once it has rendered. A story still busy then is
 * not a failure (a held call of a Loading state stays busy by design, and is counted apart): the
 * check looks at what it shows by then.
 */
export const SETTLE_TIMEOUT_MS = 5_000;
/** Quiet this long (no call, no chunk, no loading cell) counts as settled: a lazy screen's chunk
 * arrives, then its calls start, with a frame or two between. */
const QUIET_MS = 100;

declare global {
  interface Window {
    /** Set once the lane's preview is open (openPreview). */
    __artefactPreview?: boolean;
    /** The Storybook events seen by this page, filled by the init script below. */
    __artefactEvents?: { event: string; storyId: string; detail: string }[];
    /** The story's query cache (.storybook/preview.tsx). */
    __storyQueryClient?: { isFetching(): number; isMutating(): number };
    /** How many calls the scenario holds on purpose (.storybook/preview.tsx). */
    __storyHeldCalls?: () => number;
  }
}

/**
 * Records the preview's story events as soon as its channel exists (the preview makes it while
 * its scripts start: polled, since nothing announces it). Plain text, not a function: tsx would
 * wrap a function's inner functions in a helper that does not exist in the page.
 */
const RECORD_STORY_EVENTS = `
  const events = [];
  window.__artefactEvents = events;
  const timer = setInterval(() => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    for (const event of ${JSON.stringify([
      'storyFinished',
      'storyErrored',
      'storyThrewException',
      'playFunctionThrewException',
      'storyMissing',
    ])}) {
      channel.on(event, (payload) => {
        const storyId = typeof payload === 'string' ? payload : (payload?.storyId ?? payload?.id ?? '');
        const detail = event === 'storyFinished'
          ? String(payload?.status ?? '')
          : String(payload?.description ?? payload?.title ?? payload?.message ?? '');
        events.push({ event, storyId, detail });
      });
    }
    // The check opens stories without their play function (openPreview): say so if one plays.
    channel.on('storyRenderPhaseChanged', (payload) => {
      if (payload?.newPhase === 'playing')
        events.push({ event: 'playFunctionStarted', storyId: payload.storyId, detail: 'autoplay is on' });
    });
  }, 5);
`;

/**
 * Opens the preview with no story, then marks its address `embed=true` before the first one.
 * Rendered as a designer opens it, without what only the story tests need: no play function
 * (Storybook does not autoplay an embedded story; `test:visual` plays every story) and no axe (its
 * manual mode: the story tests run it in both schemes). Both would multiply the time of every
 * story and find nothing the build changed. Not loaded with `embed=true` itself: Storybook then
 * sizes the embed to its content, measuring every element of the story's page on each change
 * of its DOM (~17% of the preview's main thread here); it decides that once, as it starts.
 */
async function openPreview(page: Page, url: string): Promise<void> {
  await page.goto(`${url}iframe.html?viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && window.__artefactEvents);
  // Its story index and annotations loaded (asking it for its stories before that throws).
  await page.evaluate(() =>
    (
      window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }
    ).__STORYBOOK_PREVIEW__.ready(),
  );
  await page.evaluate(() => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}&embed=true`);
    window.__artefactPreview = true;
  });
}

/**
 * Whether the lane's preview is still the one openPreview loaded. A story that leaves the page (a
 * link followed, a reload) takes it with it: the next story loads it again instead of talking to
 * a channel that is gone. Asked of the page itself: Playwright's `framenavigated` also fires for
 * the preview's own address changes (the story id on each story), and the lane had been loading
 * the whole preview again for every story.
 */
function previewOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__artefactPreview === true).catch(() => false);
}

/** Shows a story in the lane's preview the way the Storybook manager does: in place. */
async function showStory(page: Page, storyId: string): Promise<string[]> {
  await page.evaluate((id) => {
    window.__artefactEvents?.splice(0);
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, p: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  return waitForStoryEnd(page, storyId);
}

/** The story's end (rendered: `storyFinished`), and what went wrong on the way. */
async function waitForStoryEnd(page: Page, storyId: string): Promise<string[]> {
  const ended = await page
    .waitForFunction(
      (id) =>
        window.__artefactEvents?.some(
          (e) =>
            e.storyId === id &&
            ['storyFinished', 'storyMissing', 'storyErrored', 'storyThrewException'].includes(
              e.event,
            ),
        ),
      storyId,
      { timeout: STORY_TIMEOUT_MS, polling: 20 },
    )
    .then(() => true)
    .catch(() => false);
  const events = await page.evaluate(() => window.__artefactEvents ?? []);
  const problems = events
    .filter((e) => e.storyId === storyId && e.event !== 'storyFinished')
    .map((e) => `${e.event}: ${e.detail.split('\n')[0]}`);
  if (!ended) problems.push(`did not render in ${STORY_TIMEOUT_MS / 1000} s`);
  return problems;
}

/**
 * Waits until the story's app has done what it does on its own: no call on its way (but those
 * its scenario holds on purpose), no chunk loading and no cell loading, for QUIET_MS. A handler
 * that throws does so by then, and a Success story shows its data or its failure.
 */
function settled(page: Page, scriptsLoading: () => number): Promise<boolean> {
  const busy = async () =>
    scriptsLoading() > 0 ||
    page.evaluate(() => {
      const client = window.__storyQueryClient;
      const held = window.__storyHeldCalls?.() ?? 0;
      const calls = client ? client.isFetching() + client.isMutating() : 0;
      const loadingCell = document.querySelector(
        '[data-query-state="loading"], [data-feed-state="loading"]',
      );
      return calls > held || (held === 0 && loadingCell !== null);
    });
  return quietFor(busy, QUIET_MS, SETTLE_TIMEOUT_MS);
}

/**
 * Opens every story of a built Storybook (served at `url`), the way a designer does: lanes of
 * one preview page each (iframe.html, as the manager embeds it), each showing story after story
 * in place, without its play function. Each story must render, and its calls settle, with no page
 * error, no exception in a mock handler and no error of its own; a `…Success` story must show no
 * failure cell.
 * Returns the failures and every story's facts (route, scenario, session) for the demo check.
 */
export async function checkStorybook(
  browser: Browser,
  url: string,
  folder: string,
  lanes: number,
): Promise<{
  opened: number;
  unsettled: string[];
  timings: StoryTiming[];
  failures: string[];
  stories: StoryFacts[];
}> {
  const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  // ARTEFACT_STORIES (a pattern of story ids) narrows the run while working on it.
  const only = new RegExp(process.env.ARTEFACT_STORIES ?? '');
  const all = Object.values(index.entries).filter((e) => e.type === 'story' && only.test(e.id));
  const stories = process.env.ARTEFACT_ALL === '1' ? all : designedSet(all);
  const failures: string[] = [];
  const facts: StoryFacts[] = [];
  const pages: {
    page: Page;
    watch: ReturnType<typeof watchPage>;
    scriptsLoading: () => number;
  }[] = [];
  let opened = 0;
  const unsettled: string[] = [];
  const timings: StoryTiming[] = [];

  await inLanes(
    stories,
    lanes,
    async (story, lane) => {
      let lanePage = pages[lane];
      const begin = performance.now();
      if (!lanePage) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          // Storybook's name for a test run: it holds animations at their end instead of waiting
          // up to 5 s for them after each render, as the story tests do (__vitest_browser__).
          userAgent: `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Mobile Safari/537.36 StorybookTestRunner`,
        });
        const page = await context.newPage();
        await page.addInitScript(RECORD_STORY_EVENTS);
        lanePage = {
          page,
          watch: watchPage(page),
          scriptsLoading: trackRequests(page, 'script'),
        };
        pages[lane] = lanePage;
      }
      const { page } = lanePage;
      if (!(await previewOpen(page))) {
        await openPreview(page, url);
        if (lane === 0 && !facts.length)
          facts.push(...(await storyFacts(page)).filter((f) => only.test(f.id)));
      }
      const problems = await showStory(page, story.id);
      const rendered = performance.now();
      if (!problems.length && !(await settled(page, lanePage.scriptsLoading)))
        unsettled.push(story.id);
      timings.push({
        id: story.id,
        render: rendered - begin,
        settle: performance.now() - rendered,
      });
      if (++opened % (process.env.ARTEFACT_STORIES ? 1 : 100) === 0)
        console.info(
          `  ${opened} of ${stories.length} stories (${story.id} ${Math.round(performance.now() - begin)} ms ${problems.join('; ')})`,
        );
      problems.push(...lanePage.watch.take());
      if (SUCCESS.test(story.exportName ?? story.name)) {
        const failed = await failureCells(lanePage.page);
        if (failed) problems.push(`a Success story shows ${failed} failure state(s)`);
      }
      for (const problem of summarise(problems))
        failures.push(`${story.title} › ${story.name}: ${problem}`);
    },
    async (story, error, lane) => {
      // A page that crashed or hung: the story fails, and the lane starts again with a new page.
      failures.push(`${story.title} › ${story.name}: ${String(error).split('\n')[0]}`);
      await pages[lane]?.page
        .context()
        .close()
        .catch(() => undefined);
      delete pages[lane];
    },
  );
  await Promise.all(pages.map(({ page }) => page.context().close()));
  return { opened, unsettled, timings, failures, stories: facts };
}

/**
 * The stories `npm test` opens in the built Storybook (ARTEFACT_ALL=1 opens every one): every
 * story that promises data (…Success), and from each story file without one, its first story
 * that is not a Loading state. So every story file's chunk and every screen's lazy chunks load
 * in the built Storybook, and every mock handler a screen calls on the plain mocks answers there.
 * What this check adds to the story tests (which render and play every story, in development
 * mode) is what the build changes, and the build changes modules, not single stories: its
 * known failure (the contract's schemas stripped) broke every handler at once. All 741 stories
 * take ~2 minutes on 2 cores; this set ~20 s.
 */
function designedSet(entries: IndexEntry[]): IndexEntry[] {
  const byFile = new Map<string, IndexEntry[]>();
  for (const e of entries) byFile.set(e.importPath, [...(byFile.get(e.importPath) ?? []), e]);
  return [...byFile.values()].flatMap((file) => {
    const success = file.filter((e) => SUCCESS.test(e.exportName ?? e.name));
    if (success.length) return success;
    return [file.find((e) => !/loading/i.test(e.exportName ?? e.name)) ?? file[0]!];
  });
}

/** Every story's parameters, as the preview knows them (the same call Chromatic makes). */
export async function storyFacts(page: Page): Promise<StoryFacts[]> {
  return page.evaluate(async () => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          extract(): Promise<
            Record<
              string,
              { id: string; title: string; name: string; parameters: Record<string, unknown> }
            >
          >;
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const all = await preview.extract();
    return Object.values(all).map((s) => ({
      id: s.id,
      title: s.title,
      name: s.name,
      route: typeof s.parameters.route === 'string' ? s.parameters.route : undefined,
      mock: typeof s.parameters.mock === 'string' ? s.parameters.mock : undefined,
      session:
        s.parameters.session === undefined ? 'member' : (s.parameters.session as string | null),
    }));
  });
}
