/**
 * The story tests with their visual baselines, and the report a designer opens:
 *
 *   npm run test:visual              # every story: play, axe in both schemes, layout in three
 *                                    # languages, and its pictures against the baselines
 *   npm run test:visual -- --update  # accept the pictures as they are now (new and changed)
 *   npm run test:visual -- <files>   # only these story files (vitest's filters)
 *
 * Baselines: .storybook/__screenshots__/<story id>--<theme>--<language>.png, committed, with
 * browser.json (the Chromium that took them). The update stores them losslessly compressed and
 * identical pictures once (same.json), keeps the bytes of those that still match (the same
 * pixels, or within the tests' tolerance), and prints the folder's size; over 2 MB more, the
 * pictures that grew (scripts/pictures/baselines.ts).
 * Differences: test-results/visual/ (the picture now, the difference) and an HTML page,
 * test-results/visual/index.html, with before, after and difference side by side.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  BUDGET_BYTES,
  afterUpdate,
  beforeUpdate,
  folderBytes,
  megabytes,
  sizeReport,
} from './baselines.ts';
import { chromiumLaunch } from '../browser/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BASELINES = join(ROOT, '.storybook', '__screenshots__');
const DIFFS = join(ROOT, 'test-results', 'visual');

const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((a) => a !== '--update');

rmSync(DIFFS, { recursive: true, force: true });
// The baselines belong to the browser that took them: another Chromium renders text a little
// differently. `--update` records its version; a run in another version compares the pictures
// for the report but does not fail on them, and says why.
const browserFile = join(BASELINES, 'browser.json');
const browser = await chromium.launch(chromiumLaunch());
const version = browser.version();
await browser.close();
if (update) {
  mkdirSync(BASELINES, { recursive: true });
  // As the formatter writes it, so an update with the same browser leaves the file unchanged.
  writeFileSync(browserFile, `{ "chromium": ${JSON.stringify(version)} }\n`);
}
const baselineVersion = existsSync(browserFile)
  ? (JSON.parse(readFileSync(browserFile, 'utf8')) as { chromium?: string }).chromium
  : undefined;
const strict = update || baselineVersion === version;
if (!strict) {
  console.warn(
    `The visual baselines were taken in Chromium ${baselineVersion ?? '(unknown)'}, this is ` +
      `${version}: the pictures are compared for the report only. Take them again in this ` +
      'browser with npm run test:visual -- --update.',
  );
}

const before = update ? beforeUpdate(BASELINES) : null;
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'storybook', ...(update ? ['--update=all'] : []), ...filters],
  // Strict: a picture that differs fails its story (see .storybook/vitest.setup.ts).
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // React's production build, as members and the static Storybook get: the development
      // build's checks cost ~15% of the story run (740 stories alone: 390 -> 332 s, the same
      // pictures). Its warnings were only printed here, never checked; the unit tests still run
      // it. The mode stays `test` (the contract's checks stay loud: src/api/client.ts). Not a
      // `define` in the story project: Vitest copies a `process.env.*` define into its own
      // process, and the unit projects then loaded React's production build too.
      NODE_ENV: 'production',
      VITE_VISUAL_STRICT: strict ? '1' : '0',
      VITE_VISUAL_UPDATE: update ? '1' : '0',
    },
  },
);
if (before) {
  // A full run that passed took every picture a story takes: the others are no story's now.
  const prune = filters.length === 0 && run.status === 0;
  const after = await afterUpdate(before, BASELINES, { prune });
  if (after.removed.length > 0) {
    console.info(`\nRemoved ${after.removed.length} pictures no story takes any more.`);
  }
  console.info(`\n${sizeReport(before.size, after)}`);
}

const report = writeReport();
if (report) console.info(`\nVisual differences: ${report} (open it in a browser)`);
if (!strict) console.warn(`\nNot enforced: the baselines are from Chromium ${baselineVersion}.`);
// The budget, with the pictures: baselines of another browser are not enforced yet, and taking
// them again (--update) compresses them.
const size = folderBytes(BASELINES);
const overBudget = size > BUDGET_BYTES;
if (overBudget) {
  const message = `The visual baselines weigh ${megabytes(size)}, over their budget of ${megabytes(BUDGET_BYTES)}.`;
  if (strict) console.error(`\n${message}`);
  else console.warn(`\n${message} (Not enforced either, till they are taken again.)`);
}
const status = run.status ?? 1;
process.exit(status !== 0 ? status : strict && overBudget ? 1 : 0);

function writeReport(): string | null {
  if (!existsSync(DIFFS)) return null;
  const actuals = readdirSync(DIFFS).filter((f) => f.endsWith('-actual.png'));
  const missing = readdirSync(DIFFS).filter((f) => f.endsWith('-reference.png'));
  if (actuals.length === 0 && missing.length === 0) return null;
  mkdirSync(DIFFS, { recursive: true });
  const src = (file: string) => relative(DIFFS, file);
  const rows = actuals.map((file) => {
    const name = file.replace(/-actual\.png$/, '');
    return `<section><h2>${name}</h2><div class="row">
      <figure><img src="${src(join(BASELINES, `${name}.png`))}"><figcaption>Before (baseline)</figcaption></figure>
      <figure><img src="${file}"><figcaption>After (now)</figcaption></figure>
      <figure><img src="${name}-diff.png"><figcaption>Difference (red)</figcaption></figure>
    </div></section>`;
  });
  const news = missing.map((file) => {
    const name = file.replace(/-reference\.png$/, '');
    return `<section><h2>${name} (new: no baseline yet)</h2><div class="row">
      <figure><img src="${file}"><figcaption>Now</figcaption></figure></div></section>`;
  });
  const html = `<!doctype html><meta charset="utf-8"><title>Visual differences</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f4f5}h1{font-size:20px}h2{font-size:15px}
.row{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0;background:#fff;padding:8px;border-radius:8px}
img{width:390px;border:1px solid #ddd}figcaption{text-align:center;color:#555;margin-top:4px}</style>
<h1>${actuals.length} changed, ${missing.length} new</h1>
<p>Accept every picture as it is now with <code>npm run test:visual -- --update</code>, then commit
<code>.storybook/__screenshots__</code>. Anything you did not mean to change is a defect to fix instead.</p>
${rows.join('\n')}${news.join('\n')}`;
  const page = join(DIFFS, 'index.html');
  writeFileSync(page, html);
  return relative(ROOT, page);
}
