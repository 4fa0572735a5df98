/**
 * Where a stage's time went: the slowest files of each test runner's JSON report (the reports
 * behind the closing line's counts, scripts/test-runner/test-counts.ts), printed under `npm test`'s table so
 * that the next cut starts from a measurement, not a guess. A file's time is what it took in its
 * worker (Vitest: from its start to its end; Playwright: its tests' durations, set-up included,
 * summed), so with two workers the files of a stage add up to about twice its time; the rest of
 * a stage is its start-up (a build, a browser, a dev server's transforms).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface FileTime {
  file: string;
  ms: number;
  tests: number;
}

interface VitestReport {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults?: unknown[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every file of a report with its time, the slowest first; none when there is no report. */
export function fileTimes(reportPath: string): FileTime[] {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport & {
    suites?: PlaywrightSuite[];
  };
  const times = report.testResults
    ? report.testResults.map((r) => ({
        file: relative(process.cwd(), r.name),
        ms: r.endTime - r.startTime,
        tests: r.assertionResults?.length ?? 0,
      }))
    : playwrightFiles(report.suites ?? []);
  return times.sort((a, b) => b.ms - a.ms);
}

function playwrightFiles(suites: PlaywrightSuite[]): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(file) ?? { file, ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) entry.ms += result.duration;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites) walk(suite, suite.file ?? '(unknown)');
  return [...byFile.values()];
}

/** The lines `npm test` prints for one stage: its slowest files and the total in files. */
export function slowestLines(script: string, times: FileTime[], limit = 5): string[] {
  if (times.length === 0) return [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  return [
    `  ${script}: ${times.length} files, ${seconds(total)} in their workers; slowest:`,
    ...times
      .slice(0, limit)
      .map((t) => `    ${seconds(t.ms).padStart(6)}  ${t.file} (${t.tests} tests)`),
  ];
}
