/**
 * `npm run build:ahead`: every build the journeys and the artefacts' check open, one after the
 * other: Storybook as `npm run chromatic` publishes it, the demo app and the members' build
 * pointed at the mock host (e2e/builds.ts).
 *
 * `npm test` runs it at the lowest CPU priority beside the stories, which leave about a tenth of
 * both cores idle while their pages wait (clean-clone run F, vmstat): the builds take those
 * moments instead of ~45 s of their own after the stories (scripts/test-runner/test.ts).
 */
import { spawn } from 'node:child_process';
import { DEMO_BUILD, PRODUCTION_BUILD, type AppBuild } from '../../e2e/builds.ts';

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

const viteBuild = (build: AppBuild) => run('npx', ['vite', 'build', ...build.args], build.env);

const begin = performance.now();
await run('npm', ['run', '--silent', 'build-storybook', '--', '--quiet']);
await viteBuild(DEMO_BUILD);
await viteBuild(PRODUCTION_BUILD);
console.info(`Built ahead in ${((performance.now() - begin) / 1000).toFixed(0)} s.`);
