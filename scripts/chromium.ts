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
 * (PaintHolding, ThirdPartyStoragePartitioning, HttpsUpgrades...). scripts/chromium.test.ts checks
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
 * Playwright cannot download its browsers here, so tests use Debian's Chromium when it exists
 * (or the browser named by CHROMIUM_PATH); elsewhere Playwright's own Chromium.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export function chromiumLaunch(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumPath();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
