/**
 * Who had the CPU during one Lighthouse load (bench-lighthouse.ts): for the page's main thread,
 * the wall time of its tasks against the CPU time they got, and the CPU of the browser's other
 * busy threads. Lighthouse simulates a 4x slower phone by multiplying the main thread's observed
 * task times, so a task that waited for a core (2 cores shared by the page, the browser's own
 * processes, Lighthouse and the mock host) counts as the page's work. A run whose main thread got
 * much less CPU than its wall time was slowed by the machine, not by the page.
 */

interface TraceEvent {
  ph?: string;
  name?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface TraceCpu {
  /** The page's main thread: the wall time of its tasks and the CPU time they got (ms). */
  mainWallMs: number;
  mainCpuMs: number;
  /** The same, for tasks over 50 ms only (the ones TBT counts). */
  longWallMs: number;
  longCpuMs: number;
  /** CPU of the other threads that competed for the cores, busiest first (ms). */
  others: string[];
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function traceCpu(trace: unknown): TraceCpu | null {
  const events = (
    Array.isArray(trace) ? trace : (trace as { traceEvents?: unknown } | null)?.traceEvents
  ) as TraceEvent[] | undefined;
  if (!events) return null;
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  const slices = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(key, e.args?.name ?? '');
    else if (e.ph === 'M' && e.name === 'process_name')
      processNames.set(e.pid ?? 0, e.args?.name ?? '');
    else if (e.ph === 'X' && typeof e.dur === 'number' && typeof e.ts === 'number') {
      const list = slices.get(key) ?? [];
      list.push(e);
      slices.set(key, list);
    }
  }
  // Each thread's outermost slices (nested ones are inside their parent's time).
  const busy = new Map<string, { wall: number; cpu: number; tasks: TraceEvent[] }>();
  for (const [key, list] of slices) {
    list.sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!);
    let end = -Infinity;
    const sum = { wall: 0, cpu: 0, tasks: [] as TraceEvent[] };
    for (const e of list) {
      if (e.ts! < end) continue;
      end = e.ts! + e.dur!;
      sum.wall += e.dur!;
      sum.cpu += e.tdur ?? 0;
      if (TASKS.has(e.name ?? '')) sum.tasks.push(e);
    }
    busy.set(key, sum);
  }
  // The page's main thread: the renderer main thread with the most work.
  const main = [...busy.entries()]
    .filter(([key]) => threadNames.get(key) === 'CrRendererMain')
    .sort((a, b) => b[1].wall - a[1].wall)[0];
  if (!main) return null;
  const long = main[1].tasks.filter((t) => t.dur! > 50_000);
  const ms = (us: number) => Math.round(us / 1000);
  return {
    mainWallMs: ms(main[1].wall),
    mainCpuMs: ms(main[1].cpu),
    longWallMs: ms(long.reduce((n, t) => n + t.dur!, 0)),
    longCpuMs: ms(long.reduce((n, t) => n + (t.tdur ?? 0), 0)),
    others: [...busy.entries()]
      .filter(([key]) => key !== main[0])
      .sort((a, b) => b[1].cpu - a[1].cpu)
      .slice(0, 3)
      .map(([key, sum]) => {
        const pid = Number(key.split(':')[0]);
        return `${processNames.get(pid) ?? '?'}/${threadNames.get(key) ?? '?'} ${ms(sum.cpu)}`;
      }),
  };
}
