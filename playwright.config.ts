import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './scripts/browser/chromium.ts';
import { DEMO_BUILD, PRODUCTION_BUILD, serveCommand } from './e2e/builds.ts';
import { DEMO_ORIGIN, MOCK_HOST, PORTS, PRODUCTION_ORIGIN } from './e2e/ports.ts';

/**
 * Two apps under test:
 * - phone: the demo build (production code with the mock platform) on a phone-sized device;
 * - production: the members' build (no mock code) pointed at the mock HTTP host over real HTTP.
 */
const launchOptions = chromiumLaunch();
const phone = { ...devices['Pixel 7'], launchOptions };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Per port offset too, so a second checkout's run does not wipe this one's traces; a folder of
  // its own, because Playwright empties it at start and the story run's picture report
  // (test-results/visual) must survive the journeys that run after it.
  outputDir: `test-results/e2e${process.env.E2E_PORT_OFFSET ?? ''}`,
  // A hang fails at its own step: an assertion after 15 s, an action after 30 s, a page load
  // after 60 s. The test's whole budget only has to outlast a long journey on a loaded machine:
  // a journey's time grows with the machine's load, and fixed budgets of 60-120 s per journey
  // failed journeys that were still moving (the saved-account journey finished its last step at
  // 60.2 s of its 60 s on clean-clone run 12; each of its clicks took up to 7 s). Waits end as
  // soon as their condition holds, so a passing run takes no longer for it.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // A failed journey keeps its trace (actions, DOM snapshots, network) and a screenshot, but
    // no screencast: filming every journey cost more than a third of its time on a loaded 2-core
    // machine (same tests, same load: 12.6 s a test without a trace, 13.2 s without the film,
    // 17.8-23.7 s with it), and the snapshots show the same pages.
    // On CI, no trace: CI keeps only the tail of the output, where the failed journey's name and
    // error are printed (scripts/test-runner/test-failures.ts), and no trace file is ever read there;
    // recording one for every journey cost about 5% of its time.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed journey's screenshot is taken by e2e/failure-screenshot.ts, only once it has failed:
    // 'only-on-failure' pictured every page of every closing context, passing journeys included.
    screenshot: 'off',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  // The members' journeys on the strict host run one at a time, in one project, beside the demo's
  // journeys (which never touch that host): each owns the host's db or its scenario while it runs
  // (a comment, a payment, a withdrawal; the switch's tests force a scenario every production page
  // shares). They were three projects, each depending on the one before, but Playwright runs
  // projects in phases, each waiting for the whole phase before it: the last two waited for every
  // demo journey and then ran alone, a tail of ~17 s with one worker idle (measured from the JSON
  // report's start times).
  projects: [
    {
      name: 'production',
      testMatch: /production\/.*\.spec\.ts/,
      workers: 1,
      use: { ...phone, baseURL: `http://127.0.0.1:${PORTS.production}` },
    },
    {
      name: 'phone',
      testIgnore: /production\//,
      use: { ...phone, baseURL: `http://127.0.0.1:${PORTS.demo}` },
    },
  ],
  // Each app built (unless `npm test` built it ahead: e2e/builds.ts), then previewed uncompressed:
  // each journey's fresh browser would have the host gzip every file again.
  webServer: [
    {
      command: serveCommand(DEMO_BUILD, PORTS.demo),
      url: `http://127.0.0.1:${PORTS.demo}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx tsx mocks/server/http-host.ts`,
      // Strict: CORS for the members' build's origin and the demo's (its relay mode calls the
      // proxy in e2e/production/relay.spec.ts), and what it refuses kept for the tests.
      env: {
        MOCK_PORT: String(PORTS.mockHost),
        MOCK_STRICT: '1',
        MOCK_ORIGINS: `${PRODUCTION_ORIGIN},${DEMO_ORIGIN}`,
      },
      url: `http://127.0.0.1:${PORTS.mockHost}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Prism's validation proxy in front of the strict host: the members' build calls it, and
      // every answer that leaves the published document carries `sl-violations`, which fails the
      // journey (e2e/production/strict-host.ts). Ready once a call passes through to the host.
      command: `npx tsx scripts/prism/proxy.ts --api ${MOCK_HOST}/ --port ${PORTS.apiProxy}`,
      url: `http://127.0.0.1:${PORTS.apiProxy}/party/common/generals/public/getGeneral`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: serveCommand(PRODUCTION_BUILD, PORTS.production),
      env: PRODUCTION_BUILD.env,
      url: `http://127.0.0.1:${PORTS.production}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
