/**
 * The feed benchmark (not a test: it reports figures, it does not pass or fail):
 *
 *   npm run bench            # builds production against the mock HTTP host, then measures
 *   BENCH_SKIP_BUILD=1 npm run bench   # reuse bench-results/dist
 *   BENCH_SKIP_VOLUME=1 npm run bench  # skip the 10,000-post scroll
 *   BENCH_ONLY=size,tasks npm run bench  # only some parts: size, lighthouse, tasks, like, volume
 *   BENCH_RUNS=15 BENCH_PAGES=find npm run bench  # more Lighthouse runs, of one page
 *
 * 1. the find tab's initial JS, gzipped: index.html's entry + modulepreload graph, plus the lazy
 *    chunks the find route needs (from the Vite manifest), and what the browser actually fetched;
 * 2. Lighthouse's mobile performance of the find tab and of a picture post's detail (median of 5
 *    cold runs, BENCH_RUNS to change): score, FCP, LCP, TBT, CLS; each run in the order it ran
 *    with its LCP phases and its main thread's CPU against wall time (trace-cpu.ts); from the
 *    median and the worst run the LCP element, its phases, the requests it waited for, and the
 *    long tasks after the first paint. Every run's report and trace go to
 *    bench-results/lighthouse-<page>-<run>.json and trace-<page>-<run>.json, the median's also to
 *    lighthouse-<page>.json and trace-<page>.json (open a trace in Chromium's Performance panel);
 * 3. where each long task of a cold load goes (4x CPU, sampled; bench-profile.ts): per task over
 *    50 ms, the packages and source files its time went to, printed for those after the first
 *    paint; the trace to profile-<page>.json. On a busy machine one load says little:
 *    BENCH_TASK_RUNS=3 loads each page 3 times, prints each run's longest task and their sum,
 *    and keeps the run of the median longest task (its tasks and trace);
 * 4. the interaction to next paint of a like on the find tab (unthrottled);
 * 5. scrolling 10,000 posts of the find tab ('feed-volume' scenario): post nodes in the DOM and
 *    the JS heap (after a forced GC) before and after.
 *
 * Results go to stdout and bench-results/bench.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { lighthouseMedian } from './bench-lighthouse.ts';
import { likeInteraction } from './bench-interaction.ts';
import { printLongTasks, profileLongTasks, type TaskBreakdown } from './bench-profile.ts';
import { chromiumLaunch } from '../browser/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'bench-results');
const DIST = join(OUT, 'dist');
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 8797);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4397);
const API = `http://127.0.0.1:${MOCK_PORT}/`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const FIND = '/column/columnTabbar/find';
/** A picture post (its picture is the LCP element, as on the find tab). */
const POST = `/post/postDetail?postId=${process.env.BENCH_POST_ID ?? '50007'}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_PAGES=find: Lighthouse on some pages only (find, post; both by default). */
const PAGES = (process.env.BENCH_PAGES ?? 'find,post').split(',').map((page) => page.trim());
/** Cold loads per page for the long tasks' profile (the median run's is reported). */
const TASK_RUNS = Math.max(1, Number(process.env.BENCH_TASK_RUNS ?? 1));
const TARGET_POSTS = 10_000;
/** BENCH_ONLY=size,tasks: the parts to run (all by default; BENCH_SKIP_VOLUME=1 drops the scroll). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (part: 'size' | 'lighthouse' | 'tasks' | 'like' | 'volume'): boolean =>
  (ONLY ? ONLY.includes(part) : true) && !(part === 'volume' && process.env.BENCH_SKIP_VOLUME);

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  // Its own process group, so stopping it also stops what it started (tsx runs a child node).
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}

function stopAll(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function build(): void {
  if (process.env.BENCH_SKIP_BUILD && existsSync(join(DIST, 'index.html'))) return;
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'production',
      '--outDir',
      DIST,
      '--emptyOutDir',
      '--manifest',
      // Maps beside the chunks, for the profile's attribution (bench-profile.ts); no chunk
      // points at them, so the pages measured load exactly what they would without.
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, env: { ...process.env, VITE_API_BASE: API }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the production build failed');
}

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** index.html's module script and modulepreloads, plus the find route's lazy chunks. */
function initialJs(): { entryGzip: number; findGzip: number; files: string[] } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g),
  ].map((m) => m[1]!);
  const manifestPath = [join(DIST, '.vite/manifest.json'), join(DIST, 'manifest.json')].find(
    existsSync,
  );
  const manifest = manifestPath
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entry = new Set(fromHtml);
  const find = new Set(entry);
  for (const key of Object.keys(manifest)) {
    if (/features\/feed\/pages\/(TabContainer|FindPage)\.tsx$/.test(key)) closure(key, find);
  }
  const sum = (files: Set<string>) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
  return { entryGzip: sum(entry), findGzip: sum(find), files: [...find] };
}

/** A signed-in member who has seen the session's warning and notices (run in the page). */
function seedMember(): void {
  localStorage.setItem('token', 'token-member-10001');
  localStorage.setItem('userId', '10001');
  sessionStorage.setItem('ins_hide_warn_pop', '1');
  sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
}

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(seedMember);
}

/** The JS the browser actually fetched for the find tab (unthrottled). */
async function loadedScripts() {
  const browser = await chromium.launch(chromiumLaunch({ full: true }));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(APP)) scripts.push(r.url());
    });
    await page.goto(`${APP}${FIND}`, { waitUntil: 'load' });
    await page.locator('article[data-post-id]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const loadedJs = [...new Set(scripts)].map((u) => new URL(u).pathname.replace(/^\//, ''));
    const loadedGzip = loadedJs
      .filter((f) => existsSync(join(DIST, f)))
      .reduce((n, f) => n + gz(f), 0);
    return { loadedJs, loadedGzip };
  } finally {
    await browser.close();
  }
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

async function scrollVolume() {
  await fetch(`${API}__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'feed-volume', latency: 0 }),
  });
  const browser = await chromium.launch(chromiumLaunch({ full: true }));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page);
    await page.goto(`${APP}${FIND}`);
    await page.locator('article[data-post-id]').first().waitFor({ timeout: 60_000 });
    const heapBefore = await heapUsed(page);
    const started = Date.now();
    let loaded = 0;
    // Scroll to the bottom until the feed holds 10,000 posts (the sentinel loads page after page).
    for (let stalls = 0; loaded < TARGET_POSTS && stalls < 50;) {
      const next = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => setTimeout(r, 30));
        const rows = [...document.querySelectorAll('[data-index]')];
        return Math.max(-1, ...rows.map((r) => Number(r.getAttribute('data-index')))) + 1;
      });
      stalls = next > loaded ? 0 : stalls + 1;
      loaded = Math.max(loaded, next);
      if (stalls > 0) await page.waitForTimeout(100);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const postNodes = await page.locator('article[data-post-id]').count();
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const heapAfter = await heapUsed(page);
    return { loaded, seconds, postNodes, domNodes, heapBefore, heapAfter };
  } finally {
    await browser.close();
  }
}

function failed(step: string) {
  return (error: unknown): null => {
    console.error(`${step} failed:`, error instanceof Error ? error.message : error);
    return null;
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // Lighthouse's figures move with the machine's load (it is shared): report it with them.
  const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100);
  console.info('building production against', API);
  build();
  start([join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mocks/server/http-host.ts'], {
    MOCK_PORT: String(MOCK_PORT),
  });
  start([
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--outDir',
    DIST,
    '--port',
    String(APP_PORT),
    '--strictPort',
  ]);
  await waitFor(`${API}__mock/state`);
  await waitFor(APP);
  await fetch(`${API}__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: '', latency: 0 }),
  });

  const js = initialJs();
  console.info(
    `initial JS (gzip): entry and preloads ${kb(js.entryGzip)} KB, with the find route ${kb(js.findGzip)} KB`,
  );
  const lab = async (name: string, path: string) => {
    console.info(`Lighthouse (mobile) on ${path}, ${RUNS} runs`);
    return lighthouseMedian({ app: APP, path, name, out: OUT, runs: RUNS, seed: seedMember });
  };
  const lighthouse = runs('lighthouse')
    ? {
        find: PAGES.includes('find') ? await lab('find', FIND) : null,
        post: PAGES.includes('post') ? await lab('post', POST) : null,
      }
    : null;
  for (const [page, lab] of Object.entries(lighthouse ?? {})) {
    if (!lab) continue;
    console.info(
      `${page}: median ${lab.score} (run #${lab.medianRun}), worst ${lab.worstScore} (run #${lab.worst.run}), ${lab.scoresBelow95} of ${RUNS} below 95, worst LCP ${lab.worstLcpMs} ms`,
    );
    for (const run of lab.runs) console.info(`  ${run}`);
  }
  const profile = async (name: string, path: string) => {
    const runs: { tasks: TaskBreakdown[]; trace: string; longest: number }[] = [];
    for (let run = 1; run <= TASK_RUNS; run += 1) {
      const runName = TASK_RUNS > 1 ? `${name}-${run}` : name;
      const tasks = await profileLongTasks({
        url: `${APP}${path}`,
        name: runName,
        out: OUT,
        dist: DIST,
        seed: seedMember,
      });
      const after = tasks.filter((task) => task.afterFirstPaint).map((task) => task.durationMs);
      const longest = Math.max(0, ...after);
      runs.push({ tasks, trace: join(OUT, `profile-${runName}.json`), longest });
      if (TASK_RUNS > 1) {
        const sum = after.reduce((a, b) => a + b, 0);
        console.info(
          `${name} run ${run}: longest task after the first paint ${longest} ms, all ${sum} ms`,
        );
      }
    }
    const median = [...runs].sort((a, b) => a.longest - b.longest)[Math.floor(runs.length / 2)]!;
    if (TASK_RUNS > 1) copyFileSync(median.trace, join(OUT, `profile-${name}.json`));
    printLongTasks(name, median.tasks);
    return median.tasks;
  };
  const tasks = runs('tasks')
    ? { find: await profile('find', FIND), post: await profile('post', POST) }
    : null;
  // A step that fails (a page that never showed its posts on a loaded machine) is reported as
  // null: the figures already measured are still written.
  const loaded = runs('size') ? await loadedScripts().catch(failed('loaded scripts')) : null;
  const like = runs('like') ? await likeInteraction(`${APP}${FIND}`, seedMember) : null;
  // The scroll takes two minutes: BENCH_SKIP_VOLUME=1 skips it.
  const volume = runs('volume') ? await scrollVolume() : null;
  if (volume) console.info(`scrolled ${TARGET_POSTS} posts`);

  const report = {
    loadAverage: { atStart: loadAtStart, atEnd: loadavg().map((n) => Math.round(n * 100) / 100) },
    initialJsGzipKB: { entryAndPreloads: kb(js.entryGzip), findRoute: kb(js.findGzip) },
    loadedJsGzipKB: loaded && kb(loaded.loadedGzip),
    loadedJs: loaded?.loadedJs,
    lighthouse,
    longTasksAt4xCpu: tasks,
    likeInteractionMs: like,
    volume: volume && {
      postsLoaded: volume.loaded,
      seconds: volume.seconds,
      postNodesInDom: volume.postNodes,
      domElements: volume.domNodes,
      heapBeforeMB: Math.round(volume.heapBefore / 1e5) / 10,
      heapAfterMB: Math.round(volume.heapAfter / 1e5) / 10,
    },
    chunks: readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js')).length,
  };
  writeFileSync(join(OUT, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info(JSON.stringify(report, null, 2));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
