import type { Page } from '@playwright/test';
import { SECURITY_QUESTIONS } from '../fixtures/accounts/questions';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { expect, savedLoginButton, test } from './fixtures';

/**
 * The session module end to end: one member's data is never shown to the next, and a token that
 * was signed out of, or that the server ended, is kept nowhere on the device.
 */

const t = zh.accounts;

const CASH_ACCOUNT = '/wallet/balance/cash/account';

async function logIn(page: Page, account: string, password: string) {
  await page.getByLabel(t.login.account, { exact: true }).fill(account);
  await page.getByLabel(t.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

/** An in-app navigation (the router's own, no page load): what is in memory stays in memory. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Every local-storage value, joined: to look for a token or a phone number anywhere in it. */
const allStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((k) => `${k}=${localStorage.getItem(k) ?? ''}`)
      .join('\n'),
  );
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('one member never sees another', () => {
  test.use({ signedInAs: null });

  test('after lin_xiao logs out and wang_da logs in, none of her bank card is shown, not for a moment', async ({
    page,
  }) => {
    await page.goto(`/login?ref=${encodeURIComponent(CASH_ACCOUNT)}`);
    await logIn(page, 'lin_xiao', 'pass1234');
    await expect(page).toHaveURL(CASH_ACCOUNT);
    await expect(page.getByText('3445').first()).toBeVisible();

    // From here on, any frame that shows her card or her name is recorded.
    await page.evaluate(() => {
      const w = window as unknown as { leaked: string[] };
      w.leaked = [];
      const look = () => {
        const text = document.body.innerText;
        for (const secret of ['3445', '林晓']) if (text.includes(secret)) w.leaked.push(secret);
      };
      // Armed once she has left the page: the sign-out page itself shows nothing of hers.
      (window as unknown as { arm: () => void }).arm = () =>
        new MutationObserver(look).observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
    });

    await navigateInApp(page, `/login/otherAccounts?ref=${encodeURIComponent(CASH_ACCOUNT)}`);
    await page.getByRole('button', { name: t.otherAccounts.signOut }).click();
    await expect.poll(() => stored(page, 'token')).toBeNull();
    await page.evaluate(() => (window as unknown as { arm: () => void }).arm());
    await page.getByRole('link', { name: t.otherAccounts.another }).click();
    await logIn(page, 'wang_da', 'vip12345');

    // wang_da has no bank card: his empty list, and nothing of hers before or after it.
    await expect(page).toHaveURL(CASH_ACCOUNT);
    await expect(page.getByText(zh.wallet.bank.empty)).toBeVisible();
    await expect(page.getByText('3445')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { leaked: string[] }).leaked)).toEqual(
      [],
    );
  });
});

test.describe('saved accounts', () => {
  test.use({ signedInAs: null });

  test('keep no full phone number, and no token once signed out of or ended by the server', async ({
    page,
  }) => {
    await page.goto('/login?ref=%2FtimeZone%2Flist');
    await logIn(page, 'lin_xiao', 'pass1234');
    await expect(page).toHaveURL('/timeZone/list');
    const linToken = (await stored(page, 'token')) ?? '';
    expect(linToken).toBeTruthy();

    // A second member on the same phone.
    await page.goto('/login/otherAccounts');
    await page.getByRole('link', { name: t.otherAccounts.another }).click();
    await logIn(page, 'wang_da', 'vip12345');
    await expect.poll(() => stored(page, 'userId')).toBe('10003');
    const wangToken = (await stored(page, 'token')) ?? '';

    // Her saved entry: the phone masked; no full number anywhere on the device.
    const saved = JSON.parse((await stored(page, 'savedAccounts')) ?? '[]') as Array<{
      username: string;
      phoneNumber: string | null;
    }>;
    expect(saved.find((a) => a.username === 'lin_xiao')?.phoneNumber).toBe('138****0001');
    expect(await allStorage(page)).not.toContain('13800000001');

    // wang_da logs out: his token is in no place at all (token, loginData, savedAccounts).
    await page.goto('/login/otherAccounts');
    await page.getByRole('button', { name: t.otherAccounts.signOut }).click();
    await expect.poll(() => stored(page, 'token')).toBeNull();
    expect(await allStorage(page)).not.toContain(wangToken);

    // One tap still brings lin_xiao back (her token was kept, as switching may).
    await savedLoginButton(page, 'lin_xiao').click();
    await expect.poll(() => stored(page, 'token')).toBe(linToken);

    // The server ends her session (10201 on the next private call): her token goes everywhere.
    await page.evaluate(() => sessionStorage.setItem('mock:scenario', 'user.vipInfo=code:10201'));
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login\/autologin/);
    await expect.poll(() => stored(page, 'token')).toBeNull();
    expect(await allStorage(page)).not.toContain(linToken);
    // Both saved logins stay listed, and both now ask for the password.
    await page.goto('/login/otherAccounts');
    await expect(page.getByText(t.otherAccounts.needsPassword)).toHaveCount(2);
  });
});

test.describe("'Go and see first' on a phone whose visitor was bound", () => {
  test.use({ signedInAs: null });

  test('makes a new visitor, never signs in to the bound account', async ({ page }) => {
    await page.goto('/login/autologin?ref=%2Flogin%2Fbind');
    await page.getByRole('button', { name: t.login.guest }).click();
    await expect(page.getByRole('heading', { name: t.bind.title })).toBeVisible();
    const visitorId = await stored(page, 'userId');

    // Bound to a real account (the registration steps).
    await page.getByLabel(t.register.phone, { exact: true }).fill('13955557777');
    await page.getByRole('button', { name: t.register.send }).click();
    await page.getByLabel(t.register.code, { exact: true }).fill('246810');
    await page.getByRole('button', { name: t.register.next }).click();
    await page.getByRole('button', { name: t.register.skip }).click();
    await page.getByLabel(t.register.username, { exact: true }).fill('bound_phone');
    await page.getByLabel(t.login.password, { exact: true }).fill('secret12');
    await page.getByRole('button', { name: t.register.next }).click();
    const questions = page.getByRole('combobox', { name: t.register.question });
    for (const [i, q] of [4, 5, 6].entries()) {
      await questions.nth(i).click();
      await page.getByRole('option', { name: SECURITY_QUESTIONS[q - 1]?.text.zh_CN ?? '' }).click();
      await page.getByLabel(t.register.answer, { exact: true }).nth(i).fill(`answer ${i}`);
    }
    await page.getByRole('button', { name: t.bind.submit }).click();
    await expect(page).not.toHaveURL(/\/login\/bind/);

    // Signed out; someone taps 'Go and see first' on the same phone (same deviceId).
    await page.goto('/login/otherAccounts');
    await page.getByRole('button', { name: t.otherAccounts.signOut }).click();
    await expect.poll(() => stored(page, 'token')).toBeNull();
    await page.goto('/login/autologin?ref=%2FtimeZone%2Flist');
    await page.getByRole('button', { name: t.login.guest }).click();
    await expect(page).toHaveURL('/timeZone/list');
    expect(await stored(page, 'userId')).not.toBe(visitorId);
    const login = JSON.parse((await stored(page, 'loginData')) ?? '{}') as {
      isVisitor?: boolean;
      username?: string;
    };
    expect(login.isVisitor).toBe(true);
    expect(login.username).not.toBe('bound_phone');
  });
});

// Issue 26 §3: the popup notices of trigger 2 wait for a sign-in; trigger 3 is the wallet's.
test.describe('popup notices after login and on the wallet', () => {
  test.use({ signedInAs: null, scenario: 'wallet-notice' });

  test('after logging in the after-login notice shows once; the wallet shows its own', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('feed_seen_notices'))
        sessionStorage.setItem('feed_seen_notices', '["n1"]');
    });
    await page.goto('/login?ref=%2Fcolumn%2FcolumnTabbar%2Findex');
    await logIn(page, 'lin_xiao', 'pass1234');
    const afterLogin = page.getByRole('dialog', { name: '会员限时优惠' });
    await expect(afterLogin).toBeVisible();
    await afterLogin.getByRole('button', { name: zh.feed.notice.open }).click();
    await expect(page).toHaveURL('/wallet');
    const wallet = page.getByRole('dialog', { name: '充值返现' });
    await expect(wallet).toBeVisible();
    await wallet.getByRole('button', { name: zh.feed.notice.open }).click();
    await expect(page).toHaveURL('/wallet/balance/recharge');
    // Once per session: back on the wallet and home, no notice again.
    await page.goto('/wallet');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.goto('/column/columnTabbar/index');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
