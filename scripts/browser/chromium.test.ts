import { chromium } from 'playwright';
import { expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, UNUSED_BROWSER_UI, chromiumLaunch } from './chromium.ts';

const featuresOf = (flag: string | undefined) =>
  flag ? flag.slice('--disable-features='.length).split(',') : [];

/**
 * The browser the tests launch keeps every feature Playwright disables, and the unused browser UI
 * off: Chromium obeys only the last `--disable-features`, and Playwright's list comes first.
 */
it('disables what Playwright disables, and the address bar popups', async () => {
  const server = await chromium.launchServer(chromiumLaunch());
  try {
    const flags = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='));
    const playwright = featuresOf(flags[0]);
    const effective = featuresOf(flags.at(-1));
    expect(playwright, 'Playwright changed its list: update scripts/browser/chromium.ts').toEqual(
      PLAYWRIGHT_DISABLED_FEATURES,
    );
    expect(effective).toEqual(expect.arrayContaining([...playwright, ...UNUSED_BROWSER_UI]));
  } finally {
    await server.close();
  }
});
