/**
 * `npm run test:artefacts`: what designers and reviewers receive, checked as they receive it.
 *
 * Storybook is built as `npm run chromatic` publishes it (`npm run build-storybook`), the demo
 * app as `npm run build:demo` makes it (reused when `dist-demo` is newer than every source: the
 * journeys just built it), each served by a plain static host (scripts/artefacts/static-host.ts).
 * Then, in one Chromium:
 * - the designed set of stories (every …Success story, and a story of each other file;
 *   ARTEFACT_ALL=1: every story) renders, as Storybook shows it without its play function (which
 *   `test:visual` runs on every story), until its calls settle (scripts/artefacts/storybook-check.ts);
 * - every screen of the stories opens in the demo app, on its mocks, signed in as its story is
 *   (scripts/artefacts/demo-check.ts).
 * Any page error, exception in a mock handler, or failure where data was promised fails the run.
 *
 * `ARTEFACT_LANES` sets the pages open at once (2 by default: on 2 cores, 4 were no quicker); `ARTEFACT_STORYBOOK_DIR` and
 * `ARTEFACT_DEMO_DIR` other folders (scripts/artefacts/builds.ts).
 */
import { chromium } from 'playwright';
import { chromiumLaunch } from '../browser/chromium.ts';
import { buildDemo, buildStorybook } from './builds.ts';
import { checkDemo } from './demo-check.ts';
import { serveStatic } from './static-host.ts';
import { SETTLE_TIMEOUT_MS, checkStorybook, type StoryTiming } from './storybook-check.ts';

const LANES = Number(process.env.ARTEFACT_LANES ?? 2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();

const storybookBuild = await buildStorybook();
const demoBuild = await buildDemo();

const storybookHost = await serveStatic(storybookBuild.folder);
const demoHost = await serveStatic(demoBuild.folder);
const browser = await chromium.launch(chromiumLaunch());
const failures: string[] = [];
try {
  let begin = performance.now();
  const storybook = await checkStorybook(browser, storybookHost.url, storybookBuild.folder, LANES);
  failures.push(...storybook.failures);
  const storybookMs = performance.now() - begin;

  begin = performance.now();
  const demo = await checkDemo(browser, demoHost.url, storybook.stories, LANES);
  failures.push(...demo.failures);
  const demoMs = performance.now() - begin;

  const sum = (of: (t: StoryTiming) => number) =>
    storybook.timings.reduce((total, t) => total + of(t), 0);
  const slowest = storybook.timings
    .toSorted((a, b) => b.render + b.settle - (a.render + a.settle))
    .slice(0, 5);
  const build = (b: { built: boolean; ms: number }) =>
    b.built ? `built in ${seconds(b.ms)}` : 'reused (newer than its sources)';
  console.info(
    [
      '',
      `${storybookBuild.folder}: ${build(storybookBuild)}; ${storybook.opened} stories opened in ${seconds(storybookMs)}`,
      `  in the lanes: ${seconds(sum((t) => t.render))} rendering, ${seconds(sum((t) => t.settle))} waiting for calls to settle`,
      `  slowest: ${slowest.map((t) => `${t.id} ${seconds(t.render + t.settle)}`).join(', ')}`,
      `  still busy after ${SETTLE_TIMEOUT_MS / 1000} s (looked at as they were): ${storybook.unsettled.join(', ') || 'none'}`,
      `${demoBuild.folder}: ${build(demoBuild)}; ${demo.opened} screens opened in ${seconds(demoMs)}`,
      `total ${seconds(performance.now() - started)}, ${LANES} pages at once`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  storybookHost.close();
  demoHost.close();
}

if (failures.length) {
  console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
