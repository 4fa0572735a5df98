import zh from '../locales/zh_CN.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * Rows of ../shared/spec/errors.tsv a member meets on a page load rather than on a screen's state
 * (each test carries the row's tag, read by src/app/errors-coverage.test.ts).
 */

test.describe('a page chunk that fails to load', () => {
  test(
    'reloads the app once, and shows the error page when it fails again within a minute',
    { tag: '@errors:chunk-load-failure' },
    async ({ page }) => {
      // The About page's own chunk never arrives (a deploy removed it, say).
      await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.abort());
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto('/column/settings/aboutUs');
      // One full reload (the first failure), then the error page (the second, within 60 s).
      await expect(page.getByRole('heading', { name: zh.errors.general.title })).toBeVisible();
      await expect(page.getByRole('button', { name: zh.errors.reload })).toBeVisible();
      expect(loads).toBe(2);
      await expect(page).toHaveURL('/column/settings/aboutUs');

      // The chunk is back: the reload button opens the page.
      await page.unroute(/\/assets\/AboutPage-[^/]*\.js$/);
      await page.getByRole('button', { name: zh.errors.reload }).click();
      await expect(page.getByRole('heading', { name: zh.settings.about.title })).toBeVisible();
    },
  );
});

test.describe('the user info failing at launch with a code that is not an auth code', () => {
  test.use({ scenario: 'user.vipInfo=code:10000+message:Maintenance%20in%20progress' });

  test(
    'shows the server message and goes to /login/autologin, keeping the session',
    { tag: '@errors:user-info-fetch-fails' },
    async ({ page }) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.goto('/column/settings/aboutUs');
      // 10000: the red notice with the server's words.
      await expect(page.getByText('Maintenance in progress').first()).toBeVisible();
      await expect.poll(() => visited).toContain('/login/autologin');
      // Not an auth code: the token stays (the auto-login page sends the member back).
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    },
  );
});
