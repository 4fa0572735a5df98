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
 * `npm run review` builds it and serves it on http://127.0.0.1:4320/ as such a host would.
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
const PORT = 4320;

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
 * For each screen, the story the QA panel links to: the one that shows it as it is (no
 * scenario), a Success story first, then the story a designer meets first.
 */
function storyScreens(stories: StoryFacts[]): StoryScreens {
  const rank = (s: StoryFacts) => (s.mock ? 2 : 0) + (/success/i.test(s.name) ? 0 : 1);
  const screens: StoryScreens = {};
  const best = new Map<string, StoryFacts>();
  for (const story of stories) {
    if (!story.route) continue;
    const shape = screenShape(new URL(story.route, 'http://app.invalid').pathname);
    const current = best.get(shape);
    if (!current || rank(story) < rank(current)) best.set(shape, story);
  }
  for (const [shape, story] of best) screens[shape] = story.id;
  return screens;
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
  const host = await serveStatic(OUT, PORT);
  console.info(
    `Serving ${OUT}/ as a static host: ${host.url} (Storybook: ${host.url}${STORYBOOK_PATH})`,
  );
}
