import type { Page } from '@playwright/test';
import { NAMED_TOKENS } from '../fixtures/users';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/** Settings: theme and language kept without a flash, password change, logout leaves nothing. */

const s = zh.settings;

test.beforeEach(async ({ page }) => {
  // The app-start notice has its own story; these journeys are about messages and settings.
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});
const a = zh.accounts;

async function openSettings(page: Page) {
  await page.goto('/column/columnTabbar/dynamic');
  await appReady(page);
  await page.getByRole('link', { name: zh.activity.settings }).click();
  await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
}

test('light theme and English are kept across a reload, painted light from the first frame', async ({
  page,
  context,
}) => {
  // What the page looks like when its HTML is parsed, before any app script has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const html = document.documentElement;
      sessionStorage.setItem(
        'e2e:firstPaint',
        JSON.stringify({
          scheme: html.getAttribute('data-mantine-color-scheme'),
          background: getComputedStyle(html).backgroundColor,
        }),
      );
    });
  });
  await openSettings(page);
  await page.getByRole('link', { name: new RegExp(s.theme.title) }).click();
  // click, not check(): the choice re-renders the page, and the radio with it.
  await page.getByLabel(s.theme.light).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goBack();
  await page.getByRole('link', { name: new RegExp(s.language.title) }).click();
  await page.getByLabel('English').click();
  // At once, without a reload.
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();

  const cookies = await context.cookies();
  const language = cookies.find((c) => c.name === 'language');
  expect(language?.value).toBe('en_US');
  // 365 days, give or take the test's own minutes.
  expect(language!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(cookies.find((c) => c.name === 'theme')?.value).toBe('light');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  const first = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('e2e:firstPaint'))) ?? '{}',
  ) as { scheme?: string; background?: string };
  expect(first.scheme).toBe('light');
  expect(first.background).toBe('rgb(255, 255, 255)');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('changing the login password signs out and asks to log in with the new one', async ({
  page,
}) => {
  await openSettings(page);
  await page.getByRole('link', { name: new RegExp(s.accountSafe.title) }).click();
  await page.getByRole('link', { name: new RegExp(s.accountSafe.loginPassword) }).click();
  await page.getByLabel(s.password.old, { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: s.password.next }).click();
  await page.getByLabel(s.password.new, { exact: true }).fill('fresh5678');
  await page.getByLabel(s.password.repeat, { exact: true }).fill('fresh5678');
  await page.getByRole('button', { name: s.password.submit }).click();

  await expect(page).toHaveURL(/\/login\/autologin/);
  await expect(page.getByText(s.password.changed)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('link', { name: a.login.submit }).click();
  const account = page.getByLabel(a.login.account, { exact: true });
  await account.fill('lin_xiao');
  await page.getByLabel(a.login.password, { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: a.login.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /密码/ }).first()).toBeVisible();
  await page.getByLabel(a.login.password, { exact: true }).fill('fresh5678');
  await page.getByRole('button', { name: a.login.submit, exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userId'))).toBe('10001');
});

test('logging out asks first, then leaves no member data in storage', async ({ page }) => {
  await openSettings(page);
  // Something the member typed, to be sure it goes too.
  await page.goto('/column/settings/feedback');
  await page.getByLabel(s.feedback.content).fill('草稿');
  await page.goBack();

  await page.getByRole('button', { name: s.logout.button }).click();
  const dialog = page.getByRole('dialog', { name: s.logout.title });
  await dialog.getByRole('button', { name: s.logout.confirm }).click();
  await expect(page).toHaveURL(/\/login\/autologin/);

  const stored = await page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
  const member = NAMED_TOKENS.member;
  for (const [area, entries] of Object.entries(stored)) {
    for (const [key, value] of Object.entries(entries)) {
      expect(value ?? '', `${area}.${key} holds the token`).not.toContain(member);
      expect(key, `${area}.${key}`).not.toMatch(/^(token|userId|loginData|draft:)/);
    }
  }
  // redirectUrl (section 3) may hold the app path to return to after signing in: a path, no data.
  if (stored.local.redirectUrl) expect(stored.local.redirectUrl).toMatch(/^\//);
  // The saved login stays for the switcher, without its token.
  const saved = JSON.parse(stored.local.savedAccounts ?? '[]') as Array<{ token: string }>;
  for (const entry of saved) expect(entry.token).toBe('');
});

// Issue 26 §3: the saved accounts from settings; clearing the cache signs in again (section 4).
test('settings opens the saved-account switcher', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('link', { name: s.switchAccount }).click();
  await expect(page).toHaveURL('/login/otherAccounts');
  await expect(page.getByRole('heading', { name: a.otherAccounts.title })).toBeVisible();
});

test('clearing the cache takes the drafts and this sign-in, then asks to sign in again', async ({
  page,
}) => {
  await openSettings(page);
  await page.evaluate(() =>
    sessionStorage.setItem('draft:e2e', JSON.stringify({ owner: null, values: { a: 'x' } })),
  );
  await page.getByRole('link', { name: s.clearCache.title }).click();
  await expect(page.getByText(s.clearCache.session)).toBeVisible();
  await page.getByRole('button', { name: s.clearCache.button }).click();
  await expect(page).toHaveURL(/\/login\/autologin/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('draft:e2e'))).toBeNull();
  // The token is dead on the server too: signing in again is the only way back.
  await page.goto('/column/settings');
  await expect(page).toHaveURL(/\/login\/autologin/);
});
