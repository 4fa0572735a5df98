// The builds the artefacts' check, the review site and the journeys open: made by their npm scripts, reused while fresh.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What every build is made of: a file newer than a build's page makes that build stale. */
const APP_INPUTS = [
  'src',
  'mocks',
  'fixtures',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
  '.env',
  '.env.production',
  '.env.demo',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isFresh(page: string, inputs: string[]): boolean {
  if (!existsSync(page) || !inputs.length) return false;
  const built = statSync(page).mtimeMs;
  return inputs.every((input) => newestChange(input) < built);
}

function npmRun(script: string, args: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const extra = args.length ? ['--', ...args] : [];
    const child = spawn('npm', ['run', '--silent', script, ...extra], { stdio: 'inherit' });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (${code})`)),
    );
  });
}

export interface Built {
  folder: string;
  /** False when a build newer than all its sources was there already (the e2e's demo build). */
  built: boolean;
  ms: number;
}

/**
 * A build by its npm script, as it is published, unless the folder already holds one newer than
 * every source file: `npm test` runs the journeys first, whose server builds `dist-demo` with the
 * same command as `npm run build:demo`, and building it twice would cost ~40 s for nothing.
 */
async function buildUnlessFresh(
  folder: string,
  page: string,
  inputs: string[],
  script: string,
  args: string[],
): Promise<Built> {
  const begin = performance.now();
  // ARTEFACT_SKIP_BUILD=1 takes the folder as it is (while working on the check itself).
  const skip = process.env.ARTEFACT_SKIP_BUILD === '1' && existsSync(join(folder, page));
  if (skip || isFresh(join(folder, page), inputs)) return { folder, built: false, ms: 0 };
  await npmRun(script, args);
  return { folder, built: true, ms: performance.now() - begin };
}

/**
 * Storybook as `npm run chromatic` publishes it: `npm run build-storybook`, always (nothing else
 * in `npm test` builds it, and a folder left by another build may not be the published one).
 * `ARTEFACT_STORYBOOK_DIR` writes it elsewhere (two checks at once on one checkout).
 */
export function buildStorybook(
  folder = process.env.ARTEFACT_STORYBOOK_DIR ?? 'storybook-static',
): Promise<Built> {
  return buildUnlessFresh(folder, 'iframe.html', [], 'build-storybook', [
    '--quiet',
    '--output-dir',
    folder,
  ]);
}

/**
 * The demo app as `npm run build:demo` makes it, in its folder. `ARTEFACT_DEMO_DIR` checks another
 * folder's build (with `ARTEFACT_SKIP_BUILD=1`: `build:demo` writes `dist-demo` only).
 */
export function buildDemo(folder = process.env.ARTEFACT_DEMO_DIR ?? 'dist-demo'): Promise<Built> {
  return buildUnlessFresh(folder, 'index.html', APP_INPUTS, 'build:demo', ['--logLevel', 'warn']);
}
