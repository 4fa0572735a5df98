/**
 * Where the main thread's long tasks go (scripts/bench/bench.ts): a cold load of a page at 4x CPU
 * slowdown, traced with the V8 sampling profiler on (Lighthouse's trace has no samples), then
 * each task over 50 ms broken down by what its samples ran: the npm package or the source file,
 * through the build's source maps (`--sourcemap hidden`: the maps are written beside the chunks,
 * and no chunk points at them). The trace goes to bench-results/profile-<page>.json (Chromium's
 * Performance panel opens it, samples included).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../browser/chromium.ts';

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: ProfileData & { startTime?: number } };
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileData {
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

export interface TaskBreakdown {
  /** When the task started, from the start of the HTML's parsing (ms, 4x CPU). */
  atMs: number;
  /** Whether it started after the first contentful paint (what a member waits on to use the page). */
  afterFirstPaint: boolean;
  durationMs: number;
  /** Where its samples were: "react-dom 241", "src/components/feed-list/FeedList.tsx 61"... */
  top: string[];
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

async function trace(url: string, seed: () => void): Promise<TraceEvent[]> {
  const browser = await chromium.launch(chromiumLaunch({ full: true }));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(seed);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    });
    await page.goto(url);
    await page.waitForTimeout(5000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** Names a sampled frame by its origin: the package, or the app's source file. */
function originNamer(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: CallFrame): string => {
    const chunk = frame.url?.match(/\/assets\/([^/?#]+\.js)$/)?.[1];
    // V8's own entries are named in parentheses already: (program), (garbage collector), (idle).
    if (!chunk) {
      if (frame.url)
        return /\/assets\//.test(frame.url) ? frame.url : 'inline scripts and the page';
      // A built-in the page called (appendChild, fetch), or the bench's own init script.
      return frame.functionName.startsWith('(')
        ? frame.functionName
        : `${frame.functionName || '(anonymous)'}()`;
    }
    const file = join(dist, 'assets', `${chunk}.map`);
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    const source = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber + 1 }).source;
    if (!source) return chunk;
    const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    return inPackage ? inPackage[1]! : source.replace(/^.*?\/?(src|mocks)\//, '$1/');
  };
}

/** The main thread's samples, rebuilt from the trace's ProfileChunk events. */
function samples(events: TraceEvent[], pid: number) {
  const frames = new Map<string, { frame: CallFrame; parent?: string }>();
  const taken: { node: string; ts: number }[] = [];
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid && e.id)
      clock.set(e.id, e.args?.data?.startTime ?? 0);
  }
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === pid)) {
    const data = e.args?.data ?? {};
    const id = e.id ?? '';
    for (const n of data.cpuProfile?.nodes ?? []) {
      frames.set(`${id}:${n.id}`, {
        frame: n.callFrame,
        parent: n.parent ? `${id}:${n.parent}` : undefined,
      });
    }
    let ts = clock.get(id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      taken.push({ node: `${id}:${node}`, ts });
    });
    clock.set(id, ts);
  }
  return { frames, taken };
}

/** One line per long task, for the bench's output: `find  +812 ms  143 ms  react-dom 61, …`. */
export function printLongTasks(page: string, tasks: TaskBreakdown[]): void {
  const after = tasks.filter((t) => t.afterFirstPaint);
  console.info(
    `${page}: ${after.length} long task(s) over ${LONG_TASK_MS} ms after the first paint at ${CPU_SLOWDOWN}x CPU` +
      ` (${tasks.length - after.length} before it)`,
  );
  for (const task of after) {
    console.info(`  at ${task.atMs} ms  ${task.durationMs} ms  ${task.top.join(', ')}`);
  }
}

export async function profileLongTasks(options: {
  url: string;
  name: string;
  out: string;
  dist: string;
  seed: () => void;
}): Promise<TaskBreakdown[]> {
  const events = await trace(options.url, options.seed);
  writeFileSync(join(options.out, `profile-${options.name}.json`), JSON.stringify(events));
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) return [];
  const { frames, taken } = samples(events, parse.pid);
  // The page's first contentful paint (the inline shell where it shows, else the app's first).
  const firstPaint = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid && e.ts >= parse.ts,
  );
  const origin = originNamer(options.dist);
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.pid === parse.pid &&
      e.tid === parse.tid &&
      (e.dur ?? 0) > LONG_TASK_MS * 1000 &&
      e.ts >= parse.ts,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = taken.filter((s) => s.ts >= task.ts && s.ts <= end);
    const msPerSample = (task.dur ?? 0) / 1000 / Math.max(1, inside.length);
    const by = new Map<string, number>();
    for (const sample of inside) {
      const frame = frames.get(sample.node)?.frame;
      const key = frame ? origin(frame) : '(unknown)';
      by.set(key, (by.get(key) ?? 0) + 1);
    }
    return {
      atMs: Math.round((task.ts - parse.ts) / 1000),
      afterFirstPaint: firstPaint ? task.ts >= firstPaint.ts : false,
      durationMs: Math.round((task.dur ?? 0) / 1000),
      top: [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([key, count]) => `${key} ${Math.round(count * msPerSample)}`),
    };
  });
}
