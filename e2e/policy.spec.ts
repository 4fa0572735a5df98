import { expect, test } from './fixtures';

/**
 * The error policy in the running app, forced from a link (`?mock=`), as QA would reproduce it.
 * The shell makes a public GET (general config, 200 ms after start) and a private GET (the
 * member's user info at launch) on every page.
 */
test('a general failure on a GET shows a red notification with the server message', async ({
  page,
}) => {
  await page.goto('/timeZone/list?mock=config.general=code:10000');
  const alert = page.getByRole('alert').filter({ hasText: '操作失败，请稍后重试' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { name: '时区' })).toBeVisible();
});

test('a forced server message reaches the member as it is', async ({ page }) => {
  await page.goto(
    `/timeZone/list?mock=config.general=code:10101+message:${encodeURIComponent('今晚维护')}`,
  );
  await expect(page.getByRole('alert').filter({ hasText: '今晚维护' })).toBeVisible();
});

for (const code of ['10201', '10203', '10301', '401']) {
  test(`auth failure ${code} removes the token and goes to /login/autologin`, async ({ page }) => {
    await page.goto(`/timeZone/list?mock=user.vipInfo=code:${code}`);
    await expect(page).toHaveURL(/\/login\/autologin\?ref=%2FtimeZone%2Flist/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('a network exception is silent: the page stays usable', async ({ page }) => {
  // The config's call fails (its 200 ms after start are the app's, not a guess at the machine's
  // speed); once the page has had it fail and painted twice more, nothing was said.
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('getGeneral'));
  await page.goto('/timeZone/list?mock=config.general=network');
  await expect(page.getByRole('heading', { name: '时区' })).toBeVisible();
  await failed;
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the scenario chosen by link stays for the browser session', async ({ page }) => {
  await page.goto('/timeZone/list?mock=config.general=code:10000');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.goto('/zh_CN');
  await expect(page.getByRole('alert').filter({ hasText: '操作失败' }).first()).toBeVisible();
});
