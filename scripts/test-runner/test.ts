/**
 * `npm test`: every check, the quick ones first, and how long each took.
 *
 * - The type check and the unit tests side by side: the unit tests fill the core the type check
 *   leaves idle once it is done.
 * - Then the stories (with their pictures), then the journeys. Each keeps both cores busy on its
 *   own (two browser pages, two Playwright workers), and side by side they fought for them: on an
 *   idle 2-core machine, stories 548 s then journeys 762 s alone (1310 s), against 1735 s side by
 *   side on clean-clone run 13.
 * - Beside the stories, in the background (BACKGROUND below), the builds the journeys and the
 *   artefacts' check open (scripts/test-runner/build-ahead.ts), and `npm run lint`'s parts (ESLint, Prettier,
 *   the import cycles, the contract's check): the stories' pages leave about a tenth of both
 *   cores idle while they wait (vmstat), which these fill instead of taking time of their own
 *   before and after.
 * - Beside the journeys, at a lower priority (BESIDE below), the artefacts' check, which fills the
 *   moments their pages wait.
 * A lane stops at its first failure; every stage still runs, so one run names every failure.
 *
 * It ends with one line, `N passed, N failed[, N skipped]`, summed over every stage: the tests
 * each runner reported (scripts/test-runner/test-counts.ts), and each script without a test runner (typecheck,
 * each part of lint) as one check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closingLine,
  countsOf,
  reportFile,
  reportOptions,
  sum,
  type Counts,
} from './test-counts.ts';
import { busyShare, cpuSample } from './test-cpu.ts';
import { failedTests, failureLines } from './test-failures.ts';
import { fileTimes, slowestLines } from './test-times.ts';

/**
 * The builds the journeys and the artefacts' check open, made beside the stories in the background
 * (scripts/test-runner/build-ahead.ts): a step, not a check, so it is not counted. If it fails, the
 * journeys and the check build as they would alone, and fail there if the build is broken.
 */
const AHEAD = 'build:ahead';

/**
 * Run beside the stories only when nothing else wants the cores: the builds and the four parts of
 * the linter. ESLint went there too: in the first stage its lane was the last to end (58 s
 * against the unit tests' 63 s on clean-clone run K, both slowed by the other).
 *
 * Linux's idle scheduling class (`chrt --idle 0`), not `nice -n 19`: a story page wakes many times
 * a second (calls, frames, screenshots' round trips), and a waking normal task preempts an idle-
 * class one at once, where a niced one keeps the core a little longer each time. 96 stories with
 * ESLint running in a loop beside them: 105 s alone, 137-156 s beside it niced, 118-124 s beside
 * it in the idle class (alternated runs). None of these has a timeout that starving could miss.
 * Where `chrt` is missing (macOS), `nice -n 19`.
 */
const BACKGROUND = new Set([
  AHEAD,
  'lint:code',
  'lint:format',
  'lint:cycles',
  'api:check',
  'api:mock',
]);
const inBackground: string[] =
  spawnSync('chrt', ['--idle', '0', 'true']).status === 0
    ? ['chrt', '--idle', '0']
    : ['nice', '-n', '19'];

/**
 * Beside the journeys, at a lower priority: the artefacts' check. The journeys leave about an
 * eighth of both cores idle (their pages wait for answers, frames, the servers' start); the check
 * fills those moments instead of ~40-55 s of its own after them: stage 3 in 256 s beside them, 316 s
 * after them (same builds, one after the other, this machine; the journeys took 4.2 and 4.3 min);
 * in clean-clone runs on a quicker day, 233-237 s beside against 245 s after (the journeys there
 * wait less, so they leave less to fill).
 * `nice`, not the idle class: its pages have 15-20 s to show a screen, and a niced task still gets
 * its share of a core the journeys keep busy, where an idle-class one could wait that long.
 */
const BESIDE = new Set(['test:artefacts']);
const beside = ['nice', '-n', '10'];

/** Stages one after the other; in a stage, lanes side by side; in a lane, scripts in turn. */
const stages: string[][][] = [
  [['typecheck'], ['test:unit']],
  // ESLint in a lane of its own: a lane stops at its first failure, and Prettier's verdict is
  // still wanted when ESLint fails.
  // api:mock (Prism's mock on the document alone, judged by verify:api) after api:check: the
  // document it reads is then known to be current.
  [
    ['test:visual'],
    [AHEAD],
    ['lint:code'],
    ['lint:format', 'lint:cycles', 'api:check', 'api:mock'],
  ],
  // Side by side once the builds are ready (BESIDE); one after the other if they are not, as each
  // would build the demo app into the same folder.
  [['e2e'], ['test:artefacts']],
];

const times: [string, number][] = [];
/** Each stage's scripts, time and how busy the cores were meanwhile (scripts/test-runner/test-cpu.ts). */
const stageTimes: { scripts: string[]; ms: number; busy: number | null }[] = [];
const counts = new Map<string, Counts>();
const reports = mkdtempSync(join(tmpdir(), 'npm-test-'));
const started = performance.now();

function run(script: string): Promise<number> {
  const begin = performance.now();
  return new Promise((resolve) => {
    const { args, env } = reportOptions(script, reports);
    const npm = ['run', script, ...(args.length ? ['--', ...args] : [])];
    const [command = 'npm', ...commandArgs] = BACKGROUND.has(script)
      ? [...inBackground, 'npm', ...npm]
      : BESIDE.has(script)
        ? [...beside, 'npm', ...npm]
        : ['npm', ...npm];
    const child = spawn(command, commandArgs, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => {
      times.push([script, performance.now() - begin]);
      if (script !== AHEAD) counts.set(script, countsOf(script, reports, code ?? 1));
      resolve(code ?? 1);
    });
  });
}

/** The lane's scripts in turn, until one fails: the name of that one, or null. */
async function runLane(lane: string[]): Promise<string | null> {
  for (const script of lane) if ((await run(script)) !== 0) return script;
  return null;
}

const failed: string[] = [];
for (const stage of stages) {
  const begin = performance.now();
  const cpuBefore = cpuSample();
  for (const script of await Promise.all(stage.map(runLane))) if (script) failed.push(script);
  stageTimes.push({
    scripts: stage.flat(),
    ms: performance.now() - begin,
    busy: busyShare(cpuBefore, cpuSample()),
  });
  if (!stage.some((lane) => lane.includes(AHEAD))) continue;
  if (failed.includes(AHEAD)) {
    failed.splice(failed.indexOf(AHEAD), 1);
    console.warn(
      `\nnpm run ${AHEAD} failed: the journeys and the artefacts' check build for themselves.`,
    );
    const last = stages.at(-1);
    if (last) stages.splice(-1, 1, [last.flat()]);
  } else {
    // The journeys' servers and the artefacts' check take the builds as they are.
    Object.assign(process.env, { E2E_BUILT: '1', ARTEFACT_SKIP_BUILD: '1' });
  }
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
if (stageTimes.every((stage) => stage.busy !== null)) {
  console.info(
    `\nStages: how busy the ${availableParallelism()} cores were (near 100%: only less work is quicker)`,
  );
  for (const [i, { scripts, ms, busy }] of stageTimes.entries()) {
    console.info(
      `  ${i + 1}  ${seconds(ms).padStart(6)}  ${`${Math.round((busy ?? 0) * 100)}%`.padStart(4)}  ${scripts.join(', ')}`,
    );
  }
}
// Where the time went, to cut at the cause (scripts/test-runner/test-times.ts).
const slowest = times.flatMap(([script]) =>
  slowestLines(script, fileTimes(reportFile(script, reports))),
);
if (slowest.length > 0) console.info(`\nSlowest files\n${slowest.join('\n')}`);
// What failed, by name, near the end: CI keeps only the tail of the output (scripts/test-runner/test-failures.ts).
const failures = times.flatMap(([script]) =>
  failureLines(script, failedTests(reportFile(script, reports))),
);
if (failures.length > 0) console.error(`\nFailed tests\n${failures.join('\n')}`);
if (failed.length > 0) console.error(`\nFailed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
rmSync(reports, { recursive: true, force: true });
// Alone on the last line, for a reader (and CI) to see at once what ran.
console.info(`\n${closingLine(sum([...counts.values()]))}`);
process.exit(failed.length > 0 ? 1 : 0);
