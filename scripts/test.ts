/**
 * `npm test`: every check, the quick ones first, and how long each took.
 *
 * The type check and the linter each keep one core busy, so they run side by side; the unit
 * tests, the stories (with their pictures) and the journeys each use both cores and run in turn.
 * The first failure stops the run.
 */
import { spawn } from 'node:child_process';

const stages: string[][] = [['typecheck', 'lint'], ['test:unit'], ['test:visual'], ['e2e']];

const times: [string, number][] = [];
const started = performance.now();

function run(script: string): Promise<number> {
  const begin = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('close', (code) => {
      times.push([script, performance.now() - begin]);
      resolve(code ?? 1);
    });
  });
}

let failed: string | null = null;
for (const stage of stages) {
  const codes = await Promise.all(stage.map(run));
  const index = codes.findIndex((code) => code !== 0);
  if (index >= 0) {
    failed = stage[index] ?? null;
    break;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
console.info('\nnpm test');
for (const [script, ms] of times) console.info(`  ${script.padEnd(12)} ${seconds(ms)}`);
console.info(`  ${'total'.padEnd(12)} ${seconds(performance.now() - started)}`);
if (failed) console.error(`\nFailed: npm run ${failed}`);
process.exit(failed ? 1 : 0);
