/**
 * `npm run test:stress`: the whole suite while every core is kept busy, to find the tests that
 * pass only on a quiet machine (a fixed wait, a timeout too short for a loaded CI runner).
 *
 *   npm run test:stress                        # npm test under load, once
 *   npm run test:stress -- --runs 3            # three times in a row, stopping at a failure
 *   npm run test:stress -- --script test:unit  # another npm script under the same load
 *   npm run test:stress -- -- npx vitest run --project unit-app src/app/routes.test.tsx
 *                                              # any command (after a lone --)
 *   npm run test:stress -- --max-minutes 45    # the load's limit (default 60)
 *
 * The load: one busy thread per core, in this process, at the same priority as the tests. It
 * stops when the command ends, when this process ends (threads die with it: nothing is left
 * spinning), and in any case after --max-minutes.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Options {
  command: string[];
  runs: number;
  maxMinutes: number;
}

function parse(argv: string[]): Options {
  const dashes = argv.indexOf('--');
  const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
  const command = dashes >= 0 ? argv.slice(dashes + 1) : [];
  const value = (flag: string) => {
    const at = own.indexOf(flag);
    return at >= 0 ? own[at + 1] : undefined;
  };
  const script = value('--script') ?? 'test';
  return {
    command: command.length > 0 ? command : ['npm', 'run', script],
    runs: Number(value('--runs') ?? 1),
    maxMinutes: Number(value('--max-minutes') ?? 60),
  };
}

/** A thread that keeps one core busy until it is terminated. */
const BUSY = 'for (;;) Math.sqrt(Math.random());';

function startLoad(maxMinutes: number): () => Promise<void> {
  const workers = Array.from(
    { length: availableParallelism() },
    () => new Worker(BUSY, { eval: true }),
  );
  const stop = async () => {
    clearTimeout(limit);
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  const limit = setTimeout(() => {
    console.warn(`\n[stress] load stopped after its limit of ${maxMinutes} min`);
    void stop();
  }, maxMinutes * 60_000);
  limit.unref();
  return stop;
}

function run([file, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(file ?? 'npm', args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const { command, runs, maxMinutes } = parse(process.argv.slice(2));
const results: string[] = [];
let status = 0;
for (let i = 1; i <= runs && status === 0; i++) {
  console.info(
    `[stress] run ${i}/${runs}: ${command.join(' ')} with ${availableParallelism()} busy threads`,
  );
  const begin = performance.now();
  const stop = startLoad(maxMinutes);
  status = await run(command);
  await stop();
  const minutes = ((performance.now() - begin) / 60_000).toFixed(1);
  results.push(
    `run ${i}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${minutes} min`,
  );
}
console.info(`\n[stress] ${command.join(' ')} under load\n  ${results.join('\n  ')}`);
process.exit(status);
