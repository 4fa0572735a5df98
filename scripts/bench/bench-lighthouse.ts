/**
 * Lighthouse for the bench (scripts/bench/bench.ts): the median of several cold runs of one page, and
 * from the median run what explains it: the LCP element and its phases, the requests that came
 * before the LCP image (its chain), and the long tasks after the first paint. The median run's
 * report and trace are written to bench-results/.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { traceCpu } from './trace-cpu.ts';
import {
  CHROMIUM_SWITCHES,
  UNUSED_BROWSER_UI,
  chromiumPath,
  disableFeatures,
} from '../browser/chromium.ts';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audit = Lhr['audits'][string];

interface Item {
  [key: string]: unknown;
}

const itemsOf = (audit: Audit | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

const short = (url: string, app: string) => url.replace(app, '').replace(/^https?:\/\//, '');

/** The LCP element (its HTML), its image URL if any, and the time spent in each phase. */
function lcpOf(lhr: Lhr) {
  const tables = itemsOf(lhr.audits['largest-contentful-paint-element']);
  const node = (tables[0]?.items as Item[] | undefined)?.[0]?.node as
    { snippet?: string; selector?: string } | undefined;
  const phases = Object.fromEntries(
    ((tables[1]?.items as Item[] | undefined) ?? []).map((p) => [
      String(p.phase),
      Math.round(Number(p.timing)),
    ]),
  );
  const src = /src="([^"]+)"/.exec(node?.snippet ?? '')?.[1]?.replace(/&amp;/g, '&') ?? null;
  return { element: node?.snippet ?? null, selector: node?.selector ?? null, src, phases };
}

/**
 * What the LCP image waited for: the requests (observed, unthrottled order) that ended before the
 * image was asked for, the page's own scripts counted rather than listed.
 */
function chainBefore(lhr: Lhr, imageUrl: string | null, app: string) {
  const requests = itemsOf(lhr.audits['network-requests']) as {
    url: string;
    resourceType?: string;
    networkRequestTime: number;
    networkEndTime: number;
  }[];
  const image = imageUrl ? requests.find((r) => r.url === imageUrl) : undefined;
  if (!image) return { imageRequestedAtMs: null, before: [], scriptsBefore: 0 };
  const earlier = requests.filter((r) => r.networkEndTime <= image.networkRequestTime);
  return {
    imageRequestedAtMs: Math.round(image.networkRequestTime),
    before: earlier
      .filter((r) => r.resourceType !== 'Script' && r.resourceType !== 'Stylesheet')
      .map(
        (r) =>
          `${r.resourceType ?? '?'} ${short(r.url, app)} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms`,
      ),
    scriptsBefore: earlier.filter((r) => r.resourceType === 'Script').length,
  };
}

/** Long tasks that start after the first contentful paint (simulated times, as in TBT). */
function longTasksAfter(lhr: Lhr, fcpMs: number) {
  const tasks = itemsOf(lhr.audits['long-tasks']) as {
    url: string;
    duration: number;
    startTime: number;
  }[];
  const after = tasks.filter((t) => t.startTime >= fcpMs);
  return {
    count: after.length,
    totalMs: Math.round(after.reduce((n, t) => n + t.duration, 0)),
    blockingMs: Math.round(after.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)),
    longest: after
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url})`),
  };
}

export interface LabOptions {
  app: string;
  path: string;
  name: string;
  out: string;
  runs: number;
  /** Run in the page before Lighthouse loads it (storage only: the HTTP cache is cleared). */
  seed: () => void;
}

/** chrome-launcher's own `--disable-features` list. */
function launcherDisabledFeatures(): string[] {
  const flag = Launcher.defaultFlags().find((f) => f.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

/**
 * Lighthouse 12 (13 needs Node >= 22.19) on its default mobile configuration: simulated 4x CPU
 * slowdown and slow 4G, a Moto G Power viewport. It runs in a tab where `seed` has run (storage is
 * kept, the HTTP cache is cleared), so it measures the page a returning member opens on a cold
 * cache. Median of `runs` runs, as Lighthouse advises.
 */
export async function lighthouseMedian({ app, path, name, out, runs, seed }: LabOptions) {
  const chromePath = chromiumPath({ full: true });
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_SWITCHES,
      // Added after chrome-launcher's own list, so it carries that list too (the last one wins).
      disableFeatures(launcherDisabledFeatures(), UNUSED_BROWSER_UI),
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const results: {
      number: number;
      figures: Record<
        'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'speedIndexMs' | 'cls' | 'domSize',
        number
      >;
      lhr: Lhr;
      cpu: ReturnType<typeof traceCpu>;
    }[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await page.goto(`${app}/error/404`);
      await page.evaluate(seed);
      // A cold load: storage is kept (the member is signed in) but nothing is in the HTTP cache.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(
        `${app}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      await page.close();
      if (!result) throw new Error('Lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      // Every run's report and trace are kept: a slow run is compared with a fast one.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      const number = results.length + 1;
      writeFileSync(join(out, `lighthouse-${name}-${number}.json`), JSON.stringify(result.lhr));
      if (trace) writeFileSync(join(out, `trace-${name}-${number}.json`), JSON.stringify(trace));
      results.push({
        number,
        figures: {
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcpMs: ms('first-contentful-paint'),
          lcpMs: ms('largest-contentful-paint'),
          tbtMs: ms('total-blocking-time'),
          speedIndexMs: ms('speed-index'),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          domSize: audits['dom-size']?.numericValue ?? 0,
        },
        lhr: result.lhr,
        cpu: traceCpu(trace),
      });
    }
    const explain = (run: (typeof results)[number]) => {
      const lcp = lcpOf(run.lhr);
      return {
        lcpElement: lcp.selector,
        lcpSrc: lcp.src && short(lcp.src, app),
        lcpPhasesMs: lcp.phases,
        lcpChain: chainBefore(run.lhr, lcp.src, app),
        longTasksAfterFcp: longTasksAfter(run.lhr, run.figures.fcpMs),
        cpu: run.cpu,
      };
    };
    // In the order they ran: a slow first or last run shows. The phases and the main thread's
    // CPU against its wall time tell whether a slow run waited for the network, for the page's
    // work or for a core.
    const line = ({ number, figures: f, lhr, cpu }: (typeof results)[number]) => {
      const phases = Object.values(lcpOf(lhr).phases).join('/');
      const main = cpu ? `, main ${cpu.mainCpuMs} CPU of ${cpu.mainWallMs} ms` : '';
      // Lighthouse's own measure of the machine's speed: figures from machines far apart in it
      // do not compare.
      const index = Math.round(lhr.environment.benchmarkIndex);
      return `#${number} ${f.score} (LCP ${f.lcpMs} = ${phases}, TBT ${f.tbtMs}${main}, index ${index})`;
    };
    const byScore = [...results].sort((a, b) => a.figures.score - b.figures.score);
    const median = byScore[Math.floor(byScore.length / 2)]!;
    const worst = byScore[0]!;
    copyFileSync(
      join(out, `lighthouse-${name}-${median.number}.json`),
      join(out, `lighthouse-${name}.json`),
    );
    const medianTrace = join(out, `trace-${name}-${median.number}.json`);
    if (existsSync(medianTrace)) copyFileSync(medianTrace, join(out, `trace-${name}.json`));
    const scores = byScore.map((r) => r.figures.score);
    return {
      ...median.figures,
      medianRun: median.number,
      worstScore: worst.figures.score,
      scoresBelow95: scores.filter((s) => s < 95).length,
      worstLcpMs: Math.max(...results.map((r) => r.figures.lcpMs)),
      runs: results.map(line),
      median: explain(median),
      worst: { run: worst.number, ...explain(worst) },
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
