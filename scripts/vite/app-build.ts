/**
 * Which build a Vite run makes: the one place that says whether it is the members' build.
 *
 * The members' build is the only build without the mock platform, and so the only one without
 * the contract's schemas (scripts/vite/contract-without-schemas.ts), the mock service worker, or
 * anything else only the mocks need. Every other build carries the mock platform, whose handlers
 * validate with those schemas: the dev server, the tests, the demo build (`--mode demo`), and
 * Storybook, served or built.
 *
 * Storybook's static build (`storybook build`, what `npm run chromatic` publishes) loads this
 * config in mode `production`, with `.env.production` (`VITE_USE_MOCKS=false`), exactly as the
 * members' build does: told apart by mode and env alone it lost the schemas, and every mock
 * handler threw (issue 29). Storybook's CLI marks its process with `STORYBOOK=true` before it
 * loads any config.
 */
export function isMembersBuild(
  mode: string,
  env: Record<string, string | undefined>,
  processEnv: Record<string, string | undefined> = process.env,
): boolean {
  if (processEnv.STORYBOOK === 'true') return false;
  return mode === 'production' && env.VITE_USE_MOCKS !== 'true';
}
