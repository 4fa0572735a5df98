/**
 * How busy the machine's cores were during each stage of `npm test` (Linux's /proc/stat; elsewhere
 * nothing is printed). A stage whose cores stayed busy is bound by the CPU its checks need: only
 * less work makes it shorter, not more overlap (on 2-core clean-clone runs: the stories' stage
 * 95-96%, the journeys' with the artefacts' check 88%). A stage with idle cores is waiting for
 * something, and work put beside it is nearly free.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface CpuSample {
  /** Jiffies the cores spent working (user, nice, system, irq, softirq), summed over all cores. */
  busy: number;
  /** All jiffies, idle, waiting for I/O and stolen by the host included. */
  total: number;
}

/** The aggregate `cpu ` line of /proc/stat, or null when there is none. */
export function parseCpuLine(stat: string): CpuSample | null {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, total: busy + idle + iowait + steal };
}

export function cpuSample(path = '/proc/stat'): CpuSample | null {
  return existsSync(path) ? parseCpuLine(readFileSync(path, 'utf8')) : null;
}

/** The share of the cores' time spent working between two samples, or null without both. */
export function busyShare(from: CpuSample | null, to: CpuSample | null): number | null {
  if (!from || !to || to.total <= from.total) return null;
  return (to.busy - from.busy) / (to.total - from.total);
}
