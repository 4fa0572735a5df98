import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, go, payPasswordDigit, test } from './fixtures';
import { setFirstPayPassword } from './pay-steps';

/**
 * Issue 26.3, the wallet: every wallet screen is reached from the wallet by tapping a visible
 * control (and left by the top bar's back), and a pay password set in the middle of a purchase
 * comes back to that purchase. Member 10001 (¥258.34, pay password 123456 unless unset).
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const walletList = (page: Page) => page.getByRole('navigation', { name: zh.wallet.title });

/** Taps a control and checks the screen it opens by its title. */
async function opens(page: Page, tap: () => Promise<void>, title: string): Promise<void> {
  await tap();
  await expect(heading(page, title)).toBeVisible();
}

/** The top bar's back, to the screen titled `title`. */
async function back(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: zh.shell.back }).click();
  await expect(heading(page, title)).toBeVisible();
}

const row = (page: Page, name: string | RegExp) => walletList(page).getByRole('link', { name });

test('from the wallet, every wallet screen opens by a tap', async ({ page }) => {
  await page.goto('/wallet');
  await appReady(page);
  await expect(heading(page, zh.wallet.title)).toBeVisible();

  // The balance page, with its latest details and all of them, one detail, recharge, withdraw.
  await opens(
    page,
    () => row(page, new RegExp(`^${zh.wallet.balance.title}\\s*¥258\\.34`)).click(),
    zh.wallet.balance.title,
  );
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.details.all }).click(),
    zh.wallet.details.title,
  );
  await opens(page, () => page.getByTestId('detail-row').first().click(), zh.wallet.detail.title);
  await back(page, zh.wallet.details.title);
  await back(page, zh.wallet.balance.title);
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.recharge.action, exact: true }).click(),
    zh.wallet.recharge.title,
  );
  await back(page, zh.wallet.balance.title);
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.cash.action, exact: true }).click(),
    zh.wallet.cash.title,
  );
  await back(page, zh.wallet.balance.title);
  await back(page, zh.wallet.title);

  // Balance details straight from the wallet.
  await opens(page, () => row(page, zh.wallet.details.title).click(), zh.wallet.details.title);
  await back(page, zh.wallet.title);

  // Withdrawal records: the withdrawal screen opened at its records, each opening its record.
  await opens(page, () => row(page, zh.wallet.cash.records).click(), zh.wallet.cash.title);
  await expect(page.getByRole('heading', { name: zh.wallet.cash.records })).toBeInViewport();
  await opens(
    page,
    () => page.getByTestId('withdrawal-row').first().click(),
    zh.wallet.cashDetail.title,
  );
  await back(page, zh.wallet.cash.title);
  await back(page, zh.wallet.title);

  // VIP, and its records from there; the records straight from the wallet too.
  await opens(page, () => row(page, zh.wallet.vip.title).click(), zh.wallet.vip.title);
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.vipRecords.title }).click(),
    zh.wallet.vipRecords.title,
  );
  await back(page, zh.wallet.vip.title);
  await back(page, zh.wallet.title);
  await opens(
    page,
    () => row(page, zh.wallet.vipRecords.title).click(),
    zh.wallet.vipRecords.title,
  );
  await back(page, zh.wallet.title);

  // Bank cards, and adding one.
  await opens(page, () => row(page, zh.wallet.bank.title).click(), zh.wallet.bank.title);
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.bank.add }).click(),
    zh.wallet.bank.addTitle,
  );
  await back(page, zh.wallet.bank.title);
  await back(page, zh.wallet.title);

  // The subscription price.
  await opens(
    page,
    () => row(page, new RegExp(zh.wallet.subscription.title)).click(),
    zh.wallet.subscription.title,
  );
  await back(page, zh.wallet.title);

  // Recharge cards and their records.
  await opens(
    page,
    () => row(page, zh.wallet.rechargeCard.title).click(),
    zh.wallet.rechargeCard.title,
  );
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.rechargeCard.records }).click(),
    zh.wallet.rechargeCard.records,
  );
  await back(page, zh.wallet.rechargeCard.title);
  await back(page, zh.wallet.title);

  // Exchange codes, invites.
  await opens(page, () => row(page, zh.wallet.exchange.title).click(), zh.wallet.exchange.title);
  await back(page, zh.wallet.title);
  await opens(page, () => row(page, zh.wallet.promote.title).click(), zh.wallet.promote.title);
  await back(page, zh.wallet.title);

  // The pay password: change it, or reset a forgotten one by SMS.
  await opens(
    page,
    () => row(page, new RegExp(zh.wallet.payPassword.title)).click(),
    zh.wallet.payPassword.modifyTitle,
  );
  await opens(
    page,
    () => page.getByRole('link', { name: zh.wallet.payPassword.forgot }).click(),
    zh.wallet.payPassword.resetTitle,
  );
  await back(page, zh.wallet.payPassword.modifyTitle);
  await back(page, zh.wallet.title);
});

test.describe('without a pay password', () => {
  test.use({ scenario: 'pay-password-unset' });

  test('set in the middle of unlocking a post, then back to the same purchase, paid once', async ({
    page,
  }) => {
    // Post 50005 by aya_photo: paid content, ¥12.
    await page.goto('/post/postDetail?postId=50005');
    await appReady(page);
    const cover = page.getByRole('group', { name: zh.post.lock.label });
    await cover
      .getByRole('button', { name: zh.post.lock.unlock.replace('{{price}}', '12') })
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('pay-amount')).toHaveText('¥12.00');
    await sheet.getByRole('radio').first().click();
    await sheet.getByRole('button', { name: zh.pay.confirm }).click();
    await sheet.getByRole('button', { name: zh.pay.unset.action }).click();

    await expect(heading(page, zh.wallet.payPassword.setTitle)).toBeVisible();
    await setFirstPayPassword(page);

    // Back on the post, the sheet open again for the same post and amount.
    await expect(page.getByText(zh.wallet.payPassword.setDoneContinue)).toBeVisible();
    await expect(page).toHaveURL(/\/post\/postDetail\?postId=50005$/);
    await expect(sheet.getByTestId('pay-amount')).toHaveText('¥12.00');
    await expect(sheet.getByText(zh.pay.purpose.post)).toBeVisible();
    await sheet.getByRole('radio').first().click();
    await sheet.getByRole('button', { name: zh.pay.confirm }).click();
    await sheet.getByLabel(payPasswordDigit(1)).click();
    await page.keyboard.type('111111');
    await expect(page.getByText(zh.pay.success)).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(cover).toBeHidden();

    // The money moved once: one 102 row of ¥12, the balance down by 12.
    await go(page, '/wallet/balance/details');
    const rows = page.getByTestId('detail-row');
    await expect(rows.first()).toContainText(zh.wallet.detailType['102']);
    await expect(rows.first()).toContainText('-¥12.00');
    await expect(rows.filter({ hasText: zh.wallet.detailType['102'] })).toHaveCount(1);
    await go(page, '/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥246.34');
  });

  test('set from adding a bank card: back to adding the card', async ({ page }) => {
    await page.goto('/wallet/balance/cash/account/bank');
    await appReady(page);
    await page.getByLabel(zh.wallet.bank.holder).fill('林晓');
    await page.getByLabel(zh.wallet.bank.number).fill('6228 4800 1234 5678 901');
    await page.getByRole('combobox', { name: zh.wallet.bank.bank }).click();
    await page.getByRole('option', { name: '中国建设银行' }).click();
    await page.getByRole('button', { name: zh.wallet.bank.save }).click();
    await page.getByRole('link', { name: zh.wallet.bank.setPayPassword }).click();

    await setFirstPayPassword(page);
    await expect(page.getByText(zh.wallet.payPassword.setDone)).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/account\/bank$/);
    await expect(heading(page, zh.wallet.bank.addTitle)).toBeVisible();
  });
});
