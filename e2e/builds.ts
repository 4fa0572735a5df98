import { API_PROXY, MOCK_HOST } from './ports.ts';

/**
 * The two apps the journeys open, built as playwright.config.ts serves them. One definition for
 * the config's web servers and for `npm test`, which builds them ahead while the stories run
 * (scripts/test-runner/build-ahead.ts) and then tells the journeys so with E2E_BUILT=1.
 */
const offset = process.env.E2E_PORT_OFFSET ?? '';

export interface AppBuild {
  /** Its own folder per port offset: two checkouts never serve each other's half-written build. */
  outDir: string;
  /** `vite build`'s arguments. */
  args: string[];
  env: Record<string, string>;
}

/** Production code with the mock platform (what `npm run build:demo` makes). */
export const DEMO_BUILD: AppBuild = {
  outDir: `dist-demo${offset}`,
  args: ['--mode', 'demo', '--outDir', `dist-demo${offset}`, '--logLevel', 'warn'],
  env: {},
};

/**
 * The members' build (no mock code) pointed at the strict mock HTTP host through Prism's proxy
 * (e2e/ports.ts); its pictures come from the host itself, so the page's policy names it for media.
 */
export const PRODUCTION_BUILD: AppBuild = {
  outDir: `dist-e2e-production${offset}`,
  args: ['--mode', 'production', '--outDir', `dist-e2e-production${offset}`, '--logLevel', 'warn'],
  env: { VITE_API_BASE: `${API_PROXY}/`, VITE_MEDIA_HOSTS: MOCK_HOST },
};

/**
 * The web server's command: the build (unless `npm test` made it already, E2E_BUILT=1), then a
 * preview of it, uncompressed (scripts/vite/preview-uncompressed.ts).
 */
export function serveCommand(build: AppBuild, port: number): string {
  const preview = `PREVIEW_UNCOMPRESSED=1 npx vite preview --outDir ${build.outDir} --port ${port} --strictPort`;
  if (process.env.E2E_BUILT === '1') return preview;
  return `npx vite build ${build.args.join(' ')} && ${preview}`;
}
