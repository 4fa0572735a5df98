/**
 * The feed benchmark (not a test: it reports figures, it does not pass or fail):
 *
 *   npm run bench            # builds production against the mock HTTP host, then measures
 *   BENCH_SKIP_BUILD=1 npm run bench   # reuse bench-results/dist
 *
 * 1. the find tab's initial JS, gzipped: index.html's entry + modulepreload graph, plus the lazy
 *    chunks the find route needs (from the Vite manifest), and what the browser actually fetched;
 * 2. lab performance of the find tab on a throttled phone (Lighthouse's mobile settings: 4x CPU,
 *    150 ms RTT, 1.6 Mbps): FCP, LCP, TBT, CLS from PerformanceObserver, scored with Lighthouse's
 *    log-normal curves. Lighthouse itself is not run: 13.x needs Node >= 22.19 and is not installed;
 *    12.x would run on Node 20 if it is ever added as a dev dependency;
 * 3. scrolling 10,000 posts of the find tab ('feed-volume' scenario): post nodes in the DOM and
 *    the JS heap (after a forced GC) before and after.
 *
 * Results go to stdout and bench-results/bench.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunch } from './chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench-results');
const DIST = join(OUT, 'dist');
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 8797);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4397);
const API = `http://127.0.0.1:${MOCK_PORT}/`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const FIND = '/column/columnTabbar/find';
const TARGET_POSTS = 10_000;

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

/** Lighthouse's log-normal scoring (p10 and median of the metric's curve). */
function logNormalScore(value: number, p10: number, median: number): number {
  if (value <= 0) return 1;
  const erfc = (x: number) => {
    // Abramowitz and Stegun 7.1.26, enough for a score with two digits.
    const z = Math.abs(x);
    const t = 1 / (1 + 0.5 * z);
    const r =
      t *
      Math.exp(
        -z * z -
          1.26551223 +
          t *
            (1.00002368 +
              t *
                (0.37409196 +
                  t *
                    (0.09678418 +
                      t *
                        (-0.18628806 +
                          t *
                            (0.27886807 +
                              t *
                                (-1.13520398 +
                                  t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
      );
    return x >= 0 ? r : 2 - r;
  };
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, erfc(standardized) / 2));
}

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'token-member-10001');
    localStorage.setItem('userId', '10001');
    sessionStorage.setItem('ins_hide_warn_pop', '1');
    sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
  });
}

async function labMetrics() {
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __bench: { lcp: number; cls: number; tbt: number } };
      w.__bench = { lcp: 0, cls: 0, tbt: 0 };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!e.hadRecentInput) w.__bench.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.tbt += Math.max(0, e.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(APP)) scripts.push(r.url());
    });
    await page.goto(`${APP}${FIND}`, { waitUntil: 'load' });
    await page.locator('article[data-post-id]').first().waitFor({ timeout: 60_000 });
    // Let late images and long tasks settle (Lighthouse waits for a quiet network too).
    await page.waitForTimeout(5000);
    const m = await page.evaluate(() => {
      const w = window as unknown as { __bench: { lcp: number; cls: number; tbt: number } };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, ...w.__bench };
    });
    const score = {
      fcp: logNormalScore(m.fcp, 1800, 3000),
      lcp: logNormalScore(m.lcp, 2500, 4000),
      tbt: logNormalScore(m.tbt, 200, 600),
      cls: logNormalScore(m.cls, 0.1, 0.25),
      // Speed Index cannot be read from the page: LCP stands in for it (an upper bound here,
      // since the page is visually complete when its largest paint lands).
      si: logNormalScore(m.lcp, 3387, 5800),
    };
    const estimated =
      score.fcp * 0.1 + score.si * 0.1 + score.lcp * 0.25 + score.tbt * 0.3 + score.cls * 0.25;
    const loadedJs = [...new Set(scripts)].map((u) => new URL(u).pathname.replace(/^\//, ''));
    const loadedGzip = loadedJs
      .filter((f) => existsSync(join(DIST, f)))
      .reduce((n, f) => n + gz(f), 0);
    return { metrics: m, score, estimatedScore: Math.round(estimated * 100), loadedJs, loadedGzip };
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
  const browser = await chromium.launch(chromiumLaunch());
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

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
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
  console.info('measuring the find tab on a throttled phone');
  const lab = await labMetrics();
  console.info(`scrolling ${TARGET_POSTS} posts`);
  const volume = await scrollVolume();

  const report = {
    initialJsGzipKB: { entryAndPreloads: kb(js.entryGzip), findRoute: kb(js.findGzip) },
    loadedJsGzipKB: kb(lab.loadedGzip),
    loadedJs: lab.loadedJs,
    lab: {
      fcpMs: Math.round(lab.metrics.fcp),
      lcpMs: Math.round(lab.metrics.lcp),
      tbtMs: Math.round(lab.metrics.tbt),
      cls: Math.round(lab.metrics.cls * 1000) / 1000,
      estimatedLighthouseScore: lab.estimatedScore,
    },
    volume: {
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
