import qa from '../mocks/qa-panel/locales/zh_CN.json' with { type: 'json' };
import { NAMED_TOKENS, NAMED_USERS } from '../fixtures/users';
import { appReady, expect, go, test } from './fixtures';

/**
 * Issue 47: the QA panel's Copy link carries everything that makes the screen what QA sees (named
 * scenarios, an endpoint's variant, a killed media domain, the latency), and the link opened in a
 * fresh browser shows the same screen: a shortfall, a lost answer and a dead domain.
 */
test('Copy link reproduces a shortfall, a lost answer and a dead domain in a fresh browser', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/wallet/balance/details');
  await appReady(page);

  await page.getByRole('button', { name: /^QA/ }).click();
  const panel = page.getByRole('dialog', { name: qa.title });
  await panel.getByText('balance-shortfall', { exact: true }).click();
  await panel.getByRole('tab', { name: qa.tabs.endpoints }).click();
  await panel.getByRole('textbox', { name: qa.filterEndpoints }).fill('wallet.details');
  await panel
    .getByRole('combobox', { name: qa.variantFor.replace('{{id}}', 'wallet.details') })
    .selectOption('network');
  await panel.getByRole('tab', { name: qa.tabs.data }).click();
  await panel.getByRole('checkbox', { name: /img-a/ }).check();
  await panel.getByRole('button', { name: qa.copyLink }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const mock = decodeURIComponent(new URL(link).searchParams.get('mock') ?? '');
  expect(mock).toBe('balance-shortfall;wallet.details=network;dead:img-a');
  expect(new URL(link).searchParams.get('mockLatency')).toBe('0');

  // A fresh browser: no session storage, no saved mock db; the same member signed in.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    test.info().project.use;
  const fresh = await browser.newContext({
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
  });
  await fresh.addInitScript(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId },
  );
  const other = await fresh.newPage();
  await other.goto(link);
  await appReady(other);
  // The lost answer: the details list fails as it did for QA.
  await expect(other.locator('[data-query-state="failure"]').first()).toBeVisible();
  // The dead domain: a file of img-a gets no answer, img-b's arrives.
  const media = (host: string) =>
    other.evaluate(
      (h) =>
        fetch(`https://${h}.media.test/mock-media/${h}/qa/1.svg`).then(
          (r) => `answered ${r.status}`,
          () => 'no answer',
        ),
      host,
    );
  expect(await media('img-a')).toBe('no answer');
  expect(await media('img-b')).toBe('answered 200');
  // The shortfall: the wallet shows nothing to pay with.
  await go(other, '/wallet');
  await expect(other.getByTestId('wallet-balance')).toHaveText('¥0.00');
  await fresh.close();
});

/**
 * Clear keeps its word: what balance-shortfall wrote (the balance withdrawn) and the domain killed
 * are taken back, and the member is still signed in (Reset mock data signs them out).
 */
test('Clear takes back a scenario’s data changes and keeps the member signed in', async ({
  page,
}) => {
  await page.goto('/wallet');
  await appReady(page);
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
  await page.getByRole('button', { name: /^QA/ }).click();
  const panel = page.getByRole('dialog', { name: qa.title });
  await panel.getByText('balance-shortfall', { exact: true }).click();
  await panel.getByRole('tab', { name: qa.tabs.data }).click();
  await panel.getByRole('checkbox', { name: /img-a/ }).check();
  await panel.getByRole('button', { name: qa.apply }).click();
  await appReady(page);
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥0.00');

  await page.getByRole('button', { name: /^QA/ }).click();
  await page
    .getByRole('dialog', { name: qa.title })
    .getByRole('button', { name: qa.clear })
    .click();
  await appReady(page);
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
  await expect(page.getByRole('button', { name: /^QA$/ })).toBeVisible();
  const img = await page.evaluate(() =>
    fetch('https://img-a.media.test/mock-media/img-a/qa/1.svg').then(
      (r) => r.status,
      () => 0,
    ),
  );
  expect(img, 'img-a answers again').toBe(200);
});
