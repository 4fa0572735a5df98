import { expect, type Page } from '@playwright/test';
import { test } from '../failure-screenshot';
import en from '../../locales/en_US.json' with { type: 'json' };
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import { NAMED_BANK_CARDS } from '../../fixtures/accounts/users';
import { NAMED_POSTS } from '../../fixtures/content';
import { NAMED_USERS } from '../../fixtures/users';
import { go, payPasswordDigit } from '../fixtures';
import { hostViolations, resetHost, watchBrowser } from './strict-host';

/**
 * The members' main journeys in the members' build, over real HTTP against the strict mock host,
 * in one page as a member walks them: sign in with a password, the feed, a post, a comment that
 * survives a reload, a purchase paid from the balance, a shortfall that leads to recharge, a
 * withdrawal, and the settings up to logging out. Nothing may go wrong on the way: no console
 * error, page error or failed request in the browser, nothing the host refused.
 *
 * Member lin_xiao (10001): ¥258.34, pay password 123456, one bank card.
 */
const member = NAMED_USERS.member;
const card = NAMED_BANK_CARDS.find((c) => c.userId === member.userId)!;
const OTHERS_POST = `/post/postDetail?postId=${NAMED_POSTS.short.postId}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

async function typePayPassword(page: Page, password: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(payPasswordDigit(1)).click();
  await page.keyboard.type(password);
}

/** From the VIP screen: buy a level, pay from the balance. */
async function buyVip(page: Page, level: string): Promise<void> {
  await page.getByRole('button', { name: `开通${level}` }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio').first().click();
  await sheet.getByRole('button', { name: zh.pay.confirm }).click();
}

test.beforeEach(async ({ request }) => {
  await resetHost(request);
});

test("a member's main journeys over HTTP, with nothing going wrong on the way", async ({
  page,
  request,
}) => {
  // Seven journeys in one page: a ceiling for a loaded machine (each wait ends on its state).
  test.setTimeout(300_000);
  const browser = watchBrowser(page);
  await page.addInitScript(() => {
    sessionStorage.setItem('ins_hide_warn_pop', '1');
    sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
  });

  /**
   * One journey step, which must end clean. When it fails on the way, what the browser and the
   * host reported is added to the failure: a refused call or a CORS error says more than the
   * screen that waited for it.
   */
  const step = (title: string, body: () => Promise<void>) =>
    test.step(title, async () => {
      try {
        await body();
      } catch (error) {
        const reported = [...browser.take(), ...(await hostViolations(request))];
        if (error instanceof Error && reported.length)
          error.message += `\n\nReported on the way:\n${reported.join('\n')}`;
        throw error;
      }
      expect(browser.take(), `${title}: the browser`).toEqual([]);
      expect(await hostViolations(request), `${title}: the host`).toEqual([]);
    });

  await step('sign in with a password, back where the member was going', async () => {
    await page.goto('/column/columnTabbar/find');
    await expect(page).toHaveURL(/\/login\/autologin\?ref=/);
    await page.getByRole('link', { name: zh.accounts.login.submit }).click();
    await page.getByLabel(zh.accounts.login.account, { exact: true }).fill(member.username);
    await page.getByLabel(zh.accounts.login.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: zh.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/column\/columnTabbar\/find$/);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(member.userId);
  });

  await step('the feed, and a post opened from it', async () => {
    const first = page.locator('article[data-post-id]').first();
    await expect(first).toBeVisible();
    const postId = await first.getAttribute('data-post-id');
    await first.locator('[data-open-post]').first().click();
    await expect(page).toHaveURL(new RegExp(`/post/postDetail\\?postId=${postId}`));
    await expect(page.locator('article').first()).toBeVisible();
  });

  await step('a comment, kept by the host across a reload', async () => {
    await go(page, OTHERS_POST);
    await expect(
      page.getByRole('heading', { name: fill(zh.comments.title, { n: 19 }) }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: zh.comments.composer.label }).fill('我也想去看晚霞');
    // The count goes up before the host has answered: a reload then would cancel the write (seen
    // behind Prism's proxy, one hop slower). The host's answer is what the reload must keep.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/comment/private/add'),
    );
    await page.getByRole('button', { name: zh.comments.composer.send, exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(
      page.getByRole('heading', { name: fill(zh.comments.title, { n: 20 }) }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-comment-id]').nth(1)).toContainText('我也想去看晚霞');
  });

  await step('a VIP level paid from the balance', async () => {
    await go(page, '/wallet/vip');
    await buyVip(page, '月卡VIP');
    await typePayPassword(page, '123456');
    await expect(page.getByText(zh.pay.success)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('vip-status')).toContainText('月度 VIP');
    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥228.34');
  });

  await step('a level above the balance leads to recharge; the recharge is paid', async () => {
    await go(page, '/wallet/vip');
    await buyVip(page, '永久VIP');
    await expect(page.getByText(zh.pay.shortfall)).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\/balance\/recharge$/);
    await page.getByRole('radio', { name: '支付宝' }).click();
    await page.getByRole('button', { name: zh.wallet.recharge.submit }).click();
    await expect(page.getByText(zh.wallet.rechargeResult.created)).toBeVisible();
    await page.getByRole('button', { name: zh.wallet.rechargeResult.payNow }).click();
    await expect(page.getByText(zh.wallet.rechargeResult.paid)).toBeVisible();
    // 228.34 + 100 + 5 (the mock's 5 % cashback on a recharge of 100 or more).
    await expect(page.getByText('¥333.34')).toBeVisible();
  });

  await step('a withdrawal to the bank card', async () => {
    await go(page, '/wallet/balance/cash');
    const select = page.getByLabel(zh.wallet.cash.card);
    const option = select.locator('option', { hasText: card.cardNumber.slice(-4) });
    await select.selectOption({ label: (await option.textContent()) ?? '' });
    await page.getByLabel(zh.wallet.cash.amount).fill('100');
    await expect(page.getByTestId('cash-fee')).toContainText('¥98.00');
    await page.getByRole('button', { name: zh.wallet.cash.submit }).click();
    await typePayPassword(page, '123456');
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\//);
    await expect(page.getByTestId('facts-headline')).toHaveText('¥100.00');
    await go(page, '/wallet/balance/cash');
    await expect(page.getByTestId('cash-balance')).toContainText('¥233.34');
  });

  await step('settings: light theme, English, then log out (the host ends the token)', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await go(page, '/column/columnTabbar/dynamic');
    await page.getByRole('link', { name: zh.activity.settings }).click();
    await expect(page.getByRole('heading', { name: zh.settings.title })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(zh.settings.theme.title) }).click();
    await page.getByLabel(zh.settings.theme.light).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.goBack();
    await page.getByRole('link', { name: new RegExp(zh.settings.language.title) }).click();
    await page.getByLabel('English').click();
    await expect(page.getByRole('heading', { name: en.settings.language.title })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: en.settings.logout.button }).click();
    const dialog = page.getByRole('dialog', { name: en.settings.logout.title });
    await dialog.getByRole('button', { name: en.settings.logout.confirm }).click();
    await expect(page).toHaveURL(/\/login\/autologin/);
    // The token is gone from the host too, not only from the page: put back, it is refused.
    await page.evaluate(
      ({ token, userId }) => {
        localStorage.setItem('token', token ?? '');
        localStorage.setItem('userId', userId);
      },
      { token, userId: member.userId },
    );
    await page.goto('/wallet/balance');
    await expect(page).toHaveURL(/\/login\//);
  });
});
