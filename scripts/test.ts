/**
 * `npm test`: every check, the quick ones first, and how long each took.
 *
 * Stages run side by side where one leaves a core idle that the other can use:
 * - the type check and the linter each keep one core busy (the linter for twice as long: eslint,
 *   prettier, the import cycles and the contract's check, one after the other), so the unit tests
 *   run beside them and fill the core the type check leaves idle once it is done;
 * - the stories (with their pictures) and the journeys each keep both cores busy most of the time,
 *   but not all of it: their start-ups (a dev server's transforms, two builds), a story waiting
 *   for its calls to settle, the last file on one worker. Side by side, each fills the other's
 *   gaps; both are made to pass on a loaded machine (npm run test:stress);
 * - the artefacts' check follows the journeys in their lane, as it reuses the demo build they
 *   made: it runs beside the stories' last minutes instead of after them, when the stories have
 *   a core to spare (their last files, one per worker).
 * A lane stops at its first failure; the run stops at the end of the stage that had one.
 *
 * It ends with one line, `N passed, N failed[, N skipped]`, summed over every stage: the tests
 * each runner reported (scripts/test-counts.ts), and each script without a test runner (typecheck,
 * lint) as one check.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closingLine,
  countsOf,
  reportFile,
  reportOptions,
  sum,
  type Counts,
} from './test-counts.ts';
import { failedTests, failureLines } from './test-failures.ts';
import { fileTimes, slowestLines } from './test-times.ts';

/** Stages one after the other; in a stage, lanes side by side; in a lane, scripts in turn. */
const stages: string[][][] = [
  [['typecheck'], ['lint'], ['test:unit']],
  // test:artefacts after the journeys: it reuses the demo build they made (scripts/check-artefacts.ts).
  [['test:visual'], ['e2e', 'test:artefacts']],
];

const times: [string, number][] = [];
const counts = new Map<string, Counts>();
const reports = mkdtempSync(join(tmpdir(), 'npm-test-'));
const started = performance.now();

function run(script: string): Promise<number> {
  const begin = performance.now();
  return new Promise((resolve) => {
    const { args, env } = reportOptions(script, reports);
    const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => {
      times.push([script, performance.now() - begin]);
      counts.set(script, countsOf(script, reports, code ?? 1));
      resolve(code ?? 1);
    });
  });
}

/** The lane's scripts in turn, until one fails: the name of that one, or null. */
async function runLane(lane: string[]): Promise<string | null> {
  for (const script of lane) if ((await run(script)) !== 0) return script;
  return null;
}

let failed: string | null = null;
for (const stage of stages) {
  failed = (await Promise.all(stage.map(runLane))).find((script) => script !== null) ?? null;
  if (failed) break;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
console.info('\nnpm test');
for (const [script, ms] of times) {
  const tally = counts.get(script);
  console.info(
    `  ${script.padEnd(14)} ${seconds(ms).padStart(6)}  ${tally ? closingLine(tally) : ''}`,
  );
}
console.info(`  ${'total'.padEnd(14)} ${seconds(performance.now() - started).padStart(6)}`);
// Where the time went, to cut at the cause (scripts/test-times.ts).
const slowest = times.flatMap(([script]) =>
  slowestLines(script, fileTimes(reportFile(script, reports))),
);
if (slowest.length > 0) console.info(`\nSlowest files\n${slowest.join('\n')}`);
// What failed, by name, near the end: CI keeps only the tail of the output (scripts/test-failures.ts).
const failures = times.flatMap(([script]) =>
  failureLines(script, failedTests(reportFile(script, reports))),
);
if (failures.length > 0) console.error(`\nFailed tests\n${failures.join('\n')}`);
if (failed) console.error(`\nFailed: npm run ${failed}`);
rmSync(reports, { recursive: true, force: true });
// Alone on the last line, for a reader (and CI) to see at once what ran.
console.info(`\n${closingLine(sum([...counts.values()]))}`);
process.exit(failed ? 1 : 0);
