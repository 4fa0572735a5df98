/**
 * `npm run build:review`: one folder, `dist-review/`, that any static host can serve at its
 * root: the demo app (`npm run build:demo`) with Storybook (`npm run build-storybook`, the one
 * Chromatic publishes and `npm run test:artefacts` checks) under `storybook/`, linked both ways:
 * - a story rendered at a route has "Open in the app" in Storybook's toolbar: the same state in
 *   the app, through its open.html (.storybook/manager.tsx);
 * - the app's QA panel links to the story of the screen it shows, from `story-screens.json`
 *   written here (mocks/qa-panel/story-link.ts).
 * Deep links survive a reload where the host serves `404.html` for a missing path (GitHub Pages,
 * Cloudflare Pages, most hosts) or reads `_redirects` (Netlify); both come with the demo build.
 *
 * The opener (open.html) is a real file that starts the app at its own page and routes inside it,
 * so "Open in the app" works on a host with no fallback at all (`python3 -m http.server`) too.
 *
 * `npm run review` builds it and serves it on http://127.0.0.1:4320/ as such a host would;
 * `npm run review -- --port N` on another port.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../browser/chromium.ts';
import { buildDemo, buildStorybook } from './builds.ts';
import { serveStatic } from './static-host.ts';
import { storyFacts, type StoryFacts } from './storybook-check.ts';
import {
  STORY_SCREENS_FILE,
  STORYBOOK_PATH,
  screenShape,
  type StoryScreens,
} from '../../mocks/qa-panel/story-link.ts';

const OUT = 'dist-review';
const DEFAULT_PORT = 4320;

/** Every story's route and parameters, read from the built Storybook in Chromium. */
async function readStories(folder: string): Promise<StoryFacts[]> {
  const host = await serveStatic(folder);
  const browser = await chromium.launch(chromiumLaunch({ full: true }));
  try {
    const page = await browser.newPage();
    await page.goto(`${host.url}iframe.html`);
    await page.waitForFunction(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
          .__STORYBOOK_PREVIEW__?.storyStoreValue,
    );
    return await storyFacts(page);
  } finally {
    await browser.close();
    host.close();
  }
}

/**
 * For each screen, the stories the QA panel links to (mocks/qa-panel/story-link.ts): the one that
 * shows it as it is first (no scenario, a Success story first, then the story a designer meets
 * first), then each story with a scenario of its own, the first for each scenario, so the panel
 * opens the story of the state the app shows.
 */
function storyScreens(stories: StoryFacts[]): StoryScreens {
  const rank = (s: StoryFacts) => (s.mock ? 2 : 0) + (/success/i.test(s.name) ? 0 : 1);
  const byShape = new Map<string, StoryFacts[]>();
  for (const story of stories) {
    if (!story.route) continue;
    const shape = screenShape(new URL(story.route, 'http://app.invalid').pathname);
    byShape.set(shape, [...(byShape.get(shape) ?? []), story]);
  }
  const screens: StoryScreens = {};
  for (const [shape, list] of byShape) {
    const plain = [...list].sort((a, b) => rank(a) - rank(b))[0]!;
    const scenarios = new Map<string, StoryFacts>();
    for (const story of list)
      if (story.mock && !scenarios.has(story.mock)) scenarios.set(story.mock, story);
    screens[shape] = [
      { id: plain.id, ...(plain.mock && { mock: plain.mock }) },
      ...[...scenarios.values()]
        .filter((story) => story !== plain)
        .map((story) => ({ id: story.id, mock: story.mock })),
    ];
  }
  return screens;
}

/** `--port N`: where `npm run review` serves the folder (4320 by default). */
function portArgument(): number {
  const at = process.argv.indexOf('--port');
  const value =
    at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith('--port='))?.slice(7);
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`--port wants a port number, not "${value}"`);
  }
  return port;
}

const storybook = await buildStorybook();
const demo = await buildDemo();
rmSync(OUT, { recursive: true, force: true });
cpSync(demo.folder, OUT, { recursive: true });
cpSync(storybook.folder, join(OUT, STORYBOOK_PATH), { recursive: true });
const screens = storyScreens(await readStories(storybook.folder));
writeFileSync(join(OUT, STORY_SCREENS_FILE), `${JSON.stringify(screens, null, 2)}\n`);
console.info(
  `${OUT}/: the demo app at /, Storybook at /${STORYBOOK_PATH}, ${Object.keys(screens).length} screens linked to their stories`,
);

if (process.argv.includes('--serve')) {
  const host = await serveStatic(OUT, portArgument());
  console.info(
    `Serving ${OUT}/ as a static host: ${host.url} (Storybook: ${host.url}${STORYBOOK_PATH})`,
  );
}
