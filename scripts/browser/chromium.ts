// Which Chromium every tool here drives (Playwright, Vitest's browser mode, Lighthouse) and with which switches.
import { existsSync } from 'node:fs';

/**
 * Browser UI that no test shows, which Chromium (full Chrome, in its new headless mode) builds for
 * every window anyway: the address bar's WebUI popups, each a renderer of its own. Playwright opens
 * a window per browser context, so each journey paid for two renderers loading and laying out the
 * popup: about 2 s of CPU per context on a loaded 2-core machine, a quarter of a journey's CPU
 * (`e2e/wallet.spec.ts` and `e2e/money.spec.ts`: 261-286 CPU-seconds with the popups, 204-208
 * without; measured on the same machine, one after the other).
 */
export const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` (1.65). Chromium keeps only the last `--disable-features`
 * on its command line, so ours has to carry Playwright's too, or it would turn them back on
 * (PaintHolding, ThirdPartyStoragePartitioning, HttpsUpgrades...). scripts/browser/chromium.test.ts checks
 * this list against what the installed Playwright passes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** One `--disable-features` with every list given (the last one on a command line wins). */
export function disableFeatures(...lists: string[][]): string {
  return `--disable-features=${[...new Set(lists.flat())].join(',')}`;
}

/** Without features: a launcher with its own `--disable-features` adds it (bench-lighthouse.ts). */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What Playwright launches Chromium with, after its own defaults. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_SWITCHES,
  disableFeatures(PLAYWRIGHT_DISABLED_FEATURES, UNUSED_BROWSER_UI),
];

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Chromium, its Blink and
 * V8 and the same version as the full browser, without the browser's own UI. It is what Playwright
 * itself launches for headless tests where it downloads its browsers. A fresh context (one per
 * journey) costs it less: the journeys' test time fell 12% (e2e/wallet.spec.ts and
 * e2e/feed.spec.ts, 25 journeys, on an idle 2-core machine: 232.5 s -> 204.8 s), and every story
 * picture matched the baselines the full browser took (746 stories, strict).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * Playwright cannot download its browsers here, so tests use Debian's Chromium when it exists (or
 * the browser named by CHROMIUM_PATH); elsewhere Playwright's own Chromium. The tests prefer the
 * headless shell; a measurement of what members' browsers do (`npm run bench`) asks for the full
 * browser (`{ full: true }`), as its earlier figures were taken in it.
 */
export function chromiumPath({ full = false }: { full?: boolean } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (!full && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return existsSync(FULL_BROWSER) ? FULL_BROWSER : undefined;
}

export function chromiumLaunch(options: { full?: boolean } = {}): {
  executablePath?: string;
  args: string[];
} {
  const executablePath = chromiumPath(options);
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
