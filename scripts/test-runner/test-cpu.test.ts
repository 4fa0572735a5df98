import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuLine } from './test-cpu.ts';

const stat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 1 2\n`;

describe('cores busy share', () => {
  it('reads the aggregate line, not a core of its own', () => {
    expect(parseCpuLine(stat(100, 300))).toEqual({ busy: 100, total: 400 });
  });

  it('counts stolen time as not ours, and no line as nothing to say', () => {
    expect(parseCpuLine(stat(100, 300, 100))).toEqual({ busy: 100, total: 500 });
    expect(parseCpuLine('intr 1 2\n')).toBeNull();
  });

  it('is the work done between two samples over the time that passed', () => {
    const from = parseCpuLine(stat(100, 300));
    const to = parseCpuLine(stat(250, 350));
    expect(busyShare(from, to)).toBe(0.75);
    expect(busyShare(from, from)).toBeNull();
    expect(busyShare(null, to)).toBeNull();
  });
});
