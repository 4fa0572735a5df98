import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test, go, payPasswordDigit } from './fixtures';

/**
 * Tipping a post's author, for member 10001 (¥258.34, pay password 123456). The mock db lives in
 * the page: after the payment the journey moves inside the app (no reload) to keep it.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

test("tip a post's author: the balance drops by the amount and a 103 row appears", async ({
  page,
}) => {
  // Post 50001 by aya_photo (10002).
  await page.goto('/post/postDetail?postId=50001');
  await appReady(page);
  await page.getByRole('button', { name: zh.post.card.tip }).click();

  const reward = page.getByRole('dialog', { name: zh.pay.reward.title });
  const submit = reward.getByRole('button', { name: zh.pay.reward.submit });
  await expect(submit).toBeDisabled();
  await reward.getByLabel(zh.pay.reward.amount).fill('5');
  await reward.getByLabel(zh.pay.reward.remark).fill('拍得真好');
  await submit.click();

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('pay-amount')).toHaveText('¥5.00');
  await sheet.getByRole('radio').first().click();
  await sheet.getByRole('button', { name: zh.pay.confirm }).click();
  await sheet.getByLabel(payPasswordDigit(1)).click();
  await page.keyboard.type('123456');
  await expect(page.getByText(zh.pay.success)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await go(page, '/wallet/balance');
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥253.34');
  await go(page, '/wallet/balance/details');
  const row = page.getByTestId('detail-row').first();
  await expect(row).toContainText(zh.wallet.detailType['103']);
  await expect(row).toContainText('-¥5.00');
});

test('no tip on one’s own post', async ({ page }) => {
  // 50013 is the member's own post.
  await page.goto('/post/postDetail?postId=50013');
  await appReady(page);
  await expect(page.getByRole('button', { name: zh.post.detail.delete })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.post.card.tip })).toHaveCount(0);
});
