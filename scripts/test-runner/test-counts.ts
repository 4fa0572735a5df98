/**
 * The counts behind `npm test`'s closing line, `N passed, N failed[, N skipped]`: each test
 * runner writes a machine-readable report beside its usual output (Vitest's JSON reporter,
 * Playwright's), and a script without one (typecheck, lint, a check of an artefact) counts as
 * one check, passed or failed by its exit code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** How a runner is asked for its report: extra arguments and environment, and how to read it. */
interface Reporter {
  args: (file: string) => string[];
  env: (file: string) => Record<string, string>;
  read: (report: unknown) => Counts;
}

/** Vitest's JSON reporter (the Jest format), beside the default one. */
const vitest: Reporter = {
  args: (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
  env: () => ({}),
  read: (report) => {
    const r = report as Record<string, number>;
    return {
      passed: r.numPassedTests ?? 0,
      // A file that fails to load has no test to count: countsOf makes its exit code one failure.
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  },
};

/** Playwright's JSON reporter, beside the reporters playwright.config.ts names. */
const playwright: Reporter = {
  args: () => [`--reporter=${process.env.CI ? 'list,html,json' : 'list,json'}`],
  env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: file }),
  read: (report) => {
    const { stats } = report as { stats: Record<string, number> };
    return {
      // Retries are 0: a "flaky" test passed on a retry someone turned on; it did pass.
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
  },
};

const REPORTERS: Record<string, Reporter> = {
  'test:unit': vitest,
  'test:visual': vitest,
  e2e: playwright,
};

/** The arguments and environment that make `npm run <script>` write its report to `dir`. */
export function reportOptions(
  script: string,
  dir: string,
): { args: string[]; env: Record<string, string> } {
  const reporter = REPORTERS[script];
  const file = reportFile(script, dir);
  return reporter ? { args: reporter.args(file), env: reporter.env(file) } : { args: [], env: {} };
}

/**
 * What a finished script counted. A runner that failed before it could write its report (a
 * config error, a crash) is one failure, so a failed stage never reads as "0 failed".
 */
export function countsOf(script: string, dir: string, exitCode: number): Counts {
  const reporter = REPORTERS[script];
  const file = reportFile(script, dir);
  const check: Counts = {
    passed: exitCode === 0 ? 1 : 0,
    failed: exitCode === 0 ? 0 : 1,
    skipped: 0,
  };
  if (!reporter || !existsSync(file)) return check;
  const counts = reporter.read(JSON.parse(readFileSync(file, 'utf8')));
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

export function sum(all: Counts[]): Counts {
  return all.reduce(
    (total, c) => ({
      passed: total.passed + c.passed,
      failed: total.failed + c.failed,
      skipped: total.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** `N passed, N failed`, and `, N skipped` where any were. */
export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** Where `npm run <script>` writes its report under `dir` (also read by scripts/test-runner/test-times.ts). */
export function reportFile(script: string, dir: string): string {
  return join(dir, `${script.replace(/[^\w-]/g, '_')}.json`);
}
