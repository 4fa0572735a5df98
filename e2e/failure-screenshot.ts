import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with a screenshot of a failed journey's last screen, attached to its report.
 *
 * Not Playwright's `screenshot: 'only-on-failure'`: to have a picture should the test fail later,
 * it screenshots every page of every context as it closes, passing tests included (a Pixel 7 page
 * at 2.6x, after a wait for its fonts). That was about a tenth of the journeys' time and CPU
 * (e2e/wallet, feed and money, 39 journeys, on an idle 2-core machine, runs alternated: 85-95 s
 * and 151-170 CPU-seconds with it, 83-85 s and 146-151 with this). Here the picture is taken once
 * the test has failed, and only then.
 */
export const test = base.extend({
  page: async ({ page }, provide, testInfo) => {
    await provide(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    // Where and as Playwright's own would be: test-results/e2e/<test>/test-failed-1.png.
    const path = testInfo.outputPath('test-failed-1.png');
    const taken = await page.screenshot({ path, timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (taken) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
  },
});
