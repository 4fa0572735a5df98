import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test, go } from './fixtures';
import { payFromBalance, typePayPassword } from './pay-steps';

/**
 * Issue 9, money: a lost answer never becomes a second charge, a shortfall found at payment time
 * leads to recharge, and a purchase interrupted by the end of the session comes back after
 * signing in. Member 10001: ¥258.34, pay password 123456. Moves stay inside the app (no reload).
 */

// A payment, a state check and a page of records on a machine shared by many: room to finish.
test.describe.configure({ timeout: 120_000 });

async function buyMonthlyVip(page: Page): Promise<void> {
  await page.getByRole('button', { name: '开通月卡VIP' }).click();
  await payFromBalance(page);
}

test.describe('the VIP purchase answer is lost', () => {
  // The level is bought with wallet.buyLevel (issue 16); its first answer is lost.
  test.use({ scenario: 'wallet.buyLevel=network-after:1' });

  test('the sheet asks again with the same pay token: success, and charged once', async ({
    page,
  }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await expect(page.getByText(zh.pay.success)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(zh.pay.errors.payment)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('vip-status')).toContainText('月度 VIP');

    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥228.34');
    const rows = page.getByTestId('detail-row');
    await expect(rows.nth(0)).toContainText(zh.wallet.detailType['101']);
    await expect(rows.nth(0)).toContainText('-¥30.00');
    // Exactly one VIP row: the second row is an older seeded one of another type.
    await expect(rows.filter({ hasText: zh.wallet.detailType['101'] })).toHaveCount(1);
  });
});

test.describe('the withdrawal answer is lost', () => {
  test.use({ scenario: 'withdraw-answer-lost' });

  test('the same token is asked again: one withdrawal, one 403 row', async ({ page }) => {
    await page.goto('/wallet/balance/cash');
    await appReady(page);
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
    await page.getByLabel(zh.wallet.cash.card).selectOption('card-10001-1');
    await page.getByLabel(zh.wallet.cash.amount).fill('100');
    await page.getByRole('button', { name: zh.wallet.cash.submit }).click();
    await typePayPassword(page);
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\//, { timeout: 30_000 });
    await expect(page.getByTestId('facts-headline')).toHaveText('¥100.00');

    await go(page, '/wallet/balance/cash');
    await expect(page.getByTestId('cash-balance')).toContainText('¥158.34');
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(2);
    await go(page, '/wallet/balance/details');
    await expect(
      page.getByTestId('detail-row').filter({ hasText: zh.wallet.detailType['403'] }),
    ).toHaveCount(2);
  });
});

test.describe('a shortfall reported by the payment itself', () => {
  test.use({ scenario: 'shortfall-at-payment' });

  test('leads to recharge with the shortfall message, nothing charged', async ({ page }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await expect(page.getByText(zh.pay.shortfall)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/wallet\/balance\/recharge$/);
    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
  });
});

test.describe('the session ends during payment', () => {
  test.use({ scenario: 'wallet.buyLevel=code:10201' });

  test('the sheet closes; after signing in the same purchase opens again', async ({ page }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await expect(page).toHaveURL(/\/login\/autologin/, { timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const t = zh.accounts;
    await page.getByRole('link', { name: t.login.submit }).click();
    await page.getByLabel(t.login.account, { exact: true }).fill('lin_xiao');
    await page.getByLabel(t.login.password, { exact: true }).fill('pass1234');
    await page.getByRole('button', { name: t.login.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/wallet\/vip$/);
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('pay-amount')).toHaveText('¥30.00');
    await expect(sheet).toContainText('月卡VIP');
  });
});

/** Issue 27.5: an unknown outcome is said to be unknown, read back, and shown as what happened. */
const w = zh.wallet;

async function withdraw100(page: Page): Promise<void> {
  await page.goto('/wallet/balance/cash');
  await appReady(page);
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
  await page.getByLabel(w.cash.card).selectOption('card-10001-1');
  await page.getByLabel(w.cash.amount).fill('100');
  await page.getByRole('button', { name: w.cash.submit }).click();
  await typePayPassword(page);
}

test.describe('every withdrawal answer is lost', () => {
  // The money leaves, and neither the answer nor the same token's answer arrives.
  test.use({ scenario: 'wallet.withdraw=network-after' });

  test('read back from the records: the withdrawal made, shown as made, made once', async ({
    page,
  }) => {
    await withdraw100(page);
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\//, { timeout: 30_000 });
    await expect(page.getByTestId('facts-headline')).toHaveText('¥100.00');
    await expect(page.getByText(w.cash.failed)).toHaveCount(0);

    await go(page, '/wallet/balance/cash');
    await expect(page.getByTestId('cash-balance')).toContainText('¥158.34');
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(2);
  });
});

test.describe('a withdrawal answer lost and its record unreadable', () => {
  test.use({ scenario: 'wallet.withdraw=network-after;wallet.withdrawalRecord=network' });

  test('says the outcome is unknown, never that it failed; the records show it', async ({
    page,
  }) => {
    await withdraw100(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('withdraw-unknown')).toContainText(w.cash.outcome.unknown, {
      timeout: 30_000,
    });
    // The records below already show it: the balance dropped once.
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(2);
    await expect(page.getByTestId('cash-balance')).toContainText('¥158.34');
    await expect(page.getByText(w.cash.failed)).toHaveCount(0);
  });
});

test.describe('a recharge that an outside channel settles late', () => {
  test.use({ scenario: 'recharge-settles-late' });

  test('pending, read back until paid: the balance is credited once', async ({ page }) => {
    await page.goto('/wallet/balance/recharge');
    await appReady(page);
    await page.getByRole('radio', { name: '支付宝' }).click();
    await page.getByRole('button', { name: w.recharge.submit }).click();
    await page.getByRole('button', { name: w.rechargeResult.payNow }).click();
    await expect(page.getByText(w.rechargeResult.outcome.pending)).toBeVisible();
    await expect(page.getByText(w.rechargeResult.paid)).toBeVisible({ timeout: 30_000 });
    // 258.34 + 100 + 5 cashback.
    await expect(page.getByText('¥363.34')).toBeVisible();
    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥363.34');
  });
});

test.describe('a recharge that an outside channel fails', () => {
  test.use({ scenario: 'recharge-fails' });

  test('pending, then failed: nothing credited, and it can be paid again', async ({ page }) => {
    await page.goto('/wallet/balance/recharge');
    await appReady(page);
    await page.getByRole('radio', { name: '支付宝' }).click();
    await page.getByRole('button', { name: w.recharge.submit }).click();
    await page.getByRole('button', { name: w.rechargeResult.payNow }).click();
    await expect(page.getByText(w.rechargeResult.outcome.pending)).toBeVisible();
    await expect(page.getByText(w.rechargeResult.outcome.channelFailed)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: w.rechargeResult.payNow })).toBeEnabled();
    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
  });
});

test.describe('the order answer is lost in the pay sheet', () => {
  test.use({ scenario: 'order-answer-lost' });

  test('the same pay token gets the same order back: paid once, never a stuck sheet', async ({
    page,
  }) => {
    // Post 50005 by aya_photo: paid content, ¥12, a generic order.
    await page.goto('/post/postDetail?postId=50005');
    await appReady(page);
    const cover = page.getByRole('group', { name: zh.post.lock.label });
    await cover
      .getByRole('button', { name: zh.post.lock.unlock.replace('{{price}}', '12') })
      .click();
    await payFromBalance(page);
    await expect(page.getByText(zh.pay.success)).toBeVisible({ timeout: 30_000 });
    await expect(cover).toBeHidden();

    // Charged once: 258.34 - 12.
    await go(page, '/wallet/balance');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥246.34');
  });
});

test.describe('a shortfall worded otherwise (issue 25)', () => {
  // The code decides: another wording, in another language, still leads to recharge.
  test.use({ scenario: 'wallet.buyLevel=code:10401+message:Not%20enough%20money' });

  test('leads to recharge with our shortfall message', async ({ page }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await expect(page.getByText(zh.pay.shortfall)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/wallet\/balance\/recharge$/);
    await expect(page.getByText('Not enough money')).toHaveCount(0);
  });
});
