/**
 * Which tests failed, read from the same JSON reports as the counts (scripts/test-runner/test-counts.ts), and
 * printed by `npm test` just above its closing line. CI keeps only the tail of what a run prints,
 * and a runner's own failure report scrolls out of it behind the other stage's output: without
 * these lines, "1 failed" names nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Failure {
  /** `file › describe › test` */
  title: string;
  /** The first line of the first error, trimmed and with its colours removed. */
  error: string;
}

interface VitestReport {
  testResults?: {
    name: string;
    message?: string;
    status?: string;
    assertionResults?: {
      fullName?: string;
      title?: string;
      status: string;
      failureMessages?: string[];
    }[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  title?: string;
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests: {
      projectName?: string;
      status?: string;
      results: { status?: string; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

// eslint-disable-next-line no-control-regex -- the colour codes a reporter writes into its messages
const ANSI = /\u001b\[[0-9;]*m/g;

function firstLine(text: string | undefined): string {
  const line = (text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return (line ?? '').slice(0, 200);
}

/** Every failed test of a report; none when there is no report. */
export function failedTests(reportPath: string): Failure[] {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport & {
    suites?: PlaywrightSuite[];
  };
  return report.testResults ? vitestFailures(report) : playwrightFailures(report.suites ?? []);
}

function vitestFailures(report: VitestReport): Failure[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    // A file that failed to load has no failed test, only its own message.
    if (failed.length === 0 && file.status === 'failed')
      return [{ title: name, error: firstLine(file.message) }];
    return failed.map((a) => ({
      title: `${name} › ${a.fullName ?? a.title ?? ''}`,
      error: firstLine(a.failureMessages?.[0]),
    }));
  });
}

function playwrightFailures(suites: PlaywrightSuite[]): Failure[] {
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        const where = `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''}`;
        failures.push({ title: [where, ...path, spec.title].join(' › '), error: firstLine(error) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title ?? '']);
  };
  // A top-level suite is its file, whose title is the file name: not repeated in the path.
  for (const suite of suites) walk(suite, []);
  return failures;
}

/** The lines `npm test` prints for one stage's failures (none when nothing failed). */
export function failureLines(script: string, failures: Failure[], limit = 20): string[] {
  if (failures.length === 0) return [];
  const more = failures.length > limit ? [`    … and ${failures.length - limit} more`] : [];
  return [
    `  ${script}:`,
    ...failures
      .slice(0, limit)
      .flatMap((f) => [`    ✘ ${f.title}`, ...(f.error ? [`        ${f.error}`] : [])]),
    ...more,
  ];
}
