import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closingLine, countsOf, reportOptions, sum } from './test-counts.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A report as the runner would write it for `script`, at the path test-counts chose. */
function written(script: string, report: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'counts-'));
  const { args, env } = reportOptions(script, dir);
  const file =
    env.PLAYWRIGHT_JSON_OUTPUT_FILE ??
    args.find((a) => a.startsWith('--outputFile.json='))?.split('=')[1];
  if (!file) throw new Error(`no report file for ${script}`);
  writeFileSync(file, JSON.stringify(report));
  return dir;
}

describe("npm test's closing line", () => {
  it('reads Vitest’s JSON report', () => {
    const at = written('test:unit', {
      numPassedTests: 7,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 1,
    });
    expect(countsOf('test:unit', at, 1)).toEqual({ passed: 7, failed: 2, skipped: 2 });
  });

  it('reads Playwright’s JSON report', () => {
    const at = written('e2e', { stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 3 } });
    expect(countsOf('e2e', at, 1)).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it('counts a script without a test runner as one check', () => {
    dir = mkdtempSync(join(tmpdir(), 'counts-'));
    expect(countsOf('typecheck', dir, 0)).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(countsOf('lint', dir, 2)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('never reads a failed runner as 0 failed (a crash before its report, a file that did not load)', () => {
    dir = mkdtempSync(join(tmpdir(), 'counts-'));
    expect(countsOf('e2e', dir, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    const at = written('test:visual', { numPassedTests: 4, numFailedTests: 0 });
    expect(countsOf('test:visual', at, 1)).toEqual({ passed: 4, failed: 1, skipped: 0 });
  });

  it('sums the stages, and names the skipped only where any were', () => {
    const one = { passed: 3, failed: 0, skipped: 0 };
    expect(closingLine(sum([one, one]))).toBe('6 passed, 0 failed');
    expect(closingLine(sum([one, { passed: 1, failed: 1, skipped: 2 }]))).toBe(
      '4 passed, 1 failed, 2 skipped',
    );
  });
});
