import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test, go, payPasswordDigit } from './fixtures';
import { setFirstPayPassword } from './pay-steps';

/**
 * Wallet and payments for member 10001 (¥258.34, pay password 123456). The mock db lives in the
 * page, so a journey moves between screens inside the app (no reload) to keep what it did.
 */

async function typePayPassword(page: Page, password: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(payPasswordDigit(1)).click();
  await page.keyboard.type(password);
}

/** From the VIP screen: buy the monthly level, choose the balance, confirm. */
async function buyMonthlyVip(page: Page): Promise<void> {
  await page.getByRole('button', { name: '开通月卡VIP' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio').first().click();
  await sheet.getByRole('button', { name: zh.pay.confirm }).click();
}

const vipOrderRows = (page: Page) =>
  page.getByTestId('order-row').filter({ hasText: zh.wallet.orderType['1'] });
const rechargeOrderRows = (page: Page) =>
  page.getByTestId('order-row').filter({ hasText: zh.wallet.orderType['5'] });

test('recharge, then buy a VIP level: balance, VIP and detail rows change', async ({ page }) => {
  await page.goto('/wallet/balance/recharge');
  await appReady(page);
  await page.getByRole('radio', { name: '支付宝' }).click();
  await page.getByRole('button', { name: zh.wallet.recharge.submit }).click();
  await expect(page.getByText(zh.wallet.rechargeResult.created)).toBeVisible();
  await page.getByRole('button', { name: zh.wallet.rechargeResult.payNow }).click();
  await expect(page.getByText(zh.wallet.rechargeResult.paid)).toBeVisible();
  // 258.34 + 100 + 5 (the mock's 5 % cashback on a recharge of 100 or more).
  await expect(page.getByText('¥363.34')).toBeVisible();

  await go(page, '/wallet/vip');
  await expect(page.getByTestId('vip-status')).toHaveText(zh.wallet.vip.none);
  await buyMonthlyVip(page);
  await typePayPassword(page, '123456');
  await expect(page.getByText(zh.pay.success)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('vip-status')).toContainText('月度 VIP');

  await go(page, '/wallet/balance');
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥333.34');
  const rows = page.getByTestId('detail-row');
  await expect(rows.nth(0)).toContainText(zh.wallet.detailType['101']);
  await expect(rows.nth(0)).toContainText('-¥30.00');
  await expect(rows.nth(1)).toContainText(zh.wallet.detailType['209']);
  await expect(rows.nth(2)).toContainText(zh.wallet.detailType['401']);
  await expect(rows.nth(2)).toContainText('+¥100.00');
});

test.describe('with a zero balance', () => {
  test.use({ scenario: 'balance-shortfall' });

  test('paying lands on recharge with the shortfall message', async ({ page }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await expect(page.getByText(zh.pay.shortfall)).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\/balance\/recharge$/);
    await expect(page.getByRole('heading', { name: zh.wallet.recharge.title })).toBeVisible();
  });
});

test.describe('a forced purchase failure', () => {
  // A VIP level is bought with wallet.buyLevel (issue 16), not a generic order.
  test.use({ scenario: 'wallet.buyLevel=code:10000' });

  test('shows its message and leaves the balance unchanged', async ({ page }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await typePayPassword(page, '123456');
    // The server's message is preferred over 'unknown error-002'.
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('操作失败，请稍后重试');
    await page.getByRole('button', { name: zh.pay.close }).click();
    await go(page, '/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
  });
});

test.describe('on a slow network', () => {
  test.use({ scenario: 'slow-order' });

  test('double-tapping confirm and typing again while paying makes one order', async ({ page }) => {
    await page.goto('/wallet/vip/records');
    await appReady(page);
    await expect(vipOrderRows(page).first()).toBeVisible();
    const before = await vipOrderRows(page).count();

    await go(page, '/wallet/vip');
    await page.getByRole('button', { name: '开通月卡VIP' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('radio').first().click();
    await sheet.getByRole('button', { name: zh.pay.confirm }).dblclick();
    await typePayPassword(page, '123456');
    await expect(sheet.getByText(zh.pay.paying)).toBeVisible();
    // More taps while the order is on its way: the boxes are disabled, nothing else is sent.
    await sheet.getByLabel(payPasswordDigit(6)).dispatchEvent('click');
    await page.keyboard.type('123456');
    await expect(page.getByText(zh.pay.success)).toBeVisible({ timeout: 15_000 });

    await go(page, '/wallet/vip/records');
    await expect(vipOrderRows(page)).toHaveCount(before + 1);
  });

  test('double-tapping recharge makes one recharge order', async ({ page }) => {
    await page.goto('/wallet/vip/records');
    await appReady(page);
    await expect(rechargeOrderRows(page).first()).toBeVisible();
    const before = await rechargeOrderRows(page).count();

    await go(page, '/wallet/balance/recharge');
    await page.getByRole('radio', { name: '支付宝' }).click();
    await page.getByRole('button', { name: zh.wallet.recharge.submit }).dblclick();
    await expect(page.getByText(zh.wallet.rechargeResult.created)).toBeVisible({
      timeout: 15_000,
    });
    await go(page, '/wallet/vip/records');
    await expect(rechargeOrderRows(page)).toHaveCount(before + 1);
  });
});

test.describe('without a pay password', () => {
  test.use({ scenario: 'pay-password-unset' });

  test('the pay sheet asks for one; set it, back to the purchase, then change it', async ({
    page,
  }) => {
    await page.goto('/wallet/vip');
    await appReady(page);
    await buyMonthlyVip(page);
    await page.getByRole('button', { name: zh.pay.unset.action }).click();
    await expect(page).toHaveURL(/\/payPassword\/set\?then=back$/);

    await setFirstPayPassword(page);
    // Issue 26.3: back to the purchase (e2e/wallet-nav.spec.ts pays it); here it is put off.
    await expect(page.getByText(zh.wallet.payPassword.setDoneContinue)).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\/vip$/);
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('pay-amount')).toHaveText('¥30.00');
    await sheet.getByRole('button', { name: zh.pay.close, exact: true }).click();
    await expect(sheet).toBeHidden();
    await go(page, '/wallet');

    await page.getByRole('link', { name: new RegExp(zh.wallet.payPassword.title) }).click();
    await expect(page).toHaveURL(/\/payPassword\/modify$/);
    await page.getByLabel(payPasswordDigit(1)).first().click();
    await page.keyboard.type('111111');
    await expect(page.getByText(zh.wallet.payPassword.newPrompt)).toBeVisible();
    await page.getByLabel(payPasswordDigit(1)).first().click();
    await page.keyboard.type('222222');
    await expect(page.getByText(zh.wallet.payPassword.repeatPrompt)).toBeVisible();
    await page.getByLabel(payPasswordDigit(1)).first().click();
    await page.keyboard.type('222222');
    await expect(page.getByText(zh.wallet.payPassword.modifyDone)).toBeVisible();
  });
});

test('add a bank card (pay password), withdraw to it, see the record', async ({ page }) => {
  await page.goto('/wallet/balance/cash/account/bank');
  await appReady(page);
  await page.getByLabel(zh.wallet.bank.holder).fill('林晓');
  await page.getByLabel(zh.wallet.bank.number).fill('6228 4800 1234 5678 901');
  await page.getByRole('combobox', { name: zh.wallet.bank.bank }).click();
  await page.getByRole('option', { name: '中国建设银行' }).click();
  await page.getByRole('button', { name: zh.wallet.bank.save }).click();
  // Issue 9: a card is added only with the pay password; a wrong one adds nothing.
  await typePayPassword(page, '000000');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('支付密码错误');
  await expect(page).toHaveURL(/\/cash\/account\/bank$/);
  await typePayPassword(page, '123456');
  await expect(page).toHaveURL(/\/wallet\/balance\/cash\/account$/);
  await expect(page.getByTestId('bank-card')).toHaveCount(2);
  await expect(page.getByTestId('bank-card').filter({ hasText: '中国建设银行' })).toContainText(
    '8901',
  );

  await go(page, '/wallet/balance/cash');
  const card = page.getByLabel(zh.wallet.cash.card);
  await card.selectOption({ label: '中国建设银行 (8901)' });
  await page.getByLabel(zh.wallet.cash.amount).fill('100');
  await expect(page.getByTestId('cash-fee')).toContainText('¥98.00');
  await page.getByRole('button', { name: zh.wallet.cash.submit }).click();
  await typePayPassword(page, '123456');
  await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\//);
  await expect(page.getByTestId('facts-headline')).toHaveText('¥100.00');
  await expect(page.getByText(zh.wallet.cashDetail.statuses.pending)).toBeVisible();

  await go(page, '/wallet/balance/cash');
  await expect(page.getByTestId('cash-balance')).toContainText('¥158.34');
  await expect(page.getByTestId('withdrawal-row').first()).toContainText('-¥100.00');
  await go(page, '/wallet/balance/details');
  await expect(page.getByTestId('detail-row').first()).toContainText(zh.wallet.detailType['403']);
});

test('unlock a paid post from its cover: the post opens and a 102 row appears', async ({
  page,
}) => {
  // Post 50005 by aya_photo: paid content, ¥12 (the post card's cover opens the pay sheet).
  await page.goto('/post/postDetail?postId=50005');
  await appReady(page);
  const cover = page.getByRole('group', { name: zh.post.lock.label });
  await cover.getByRole('button', { name: zh.post.lock.unlock.replace('{{price}}', '12') }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('pay-amount')).toHaveText('¥12.00');
  await sheet.getByRole('radio').first().click();
  await sheet.getByRole('button', { name: zh.pay.confirm }).click();
  await typePayPassword(page, '123456');
  await expect(page.getByText(zh.pay.success)).toBeVisible();
  await expect(cover).toBeHidden();

  await go(page, '/wallet/balance/details');
  await expect(page.getByTestId('detail-row').first()).toContainText(zh.wallet.detailType['102']);
  await expect(page.getByTestId('detail-row').first()).toContainText('-¥12.00');
});

test('redeem a recharge card from the wallet: balance, record and its 401 row', async ({
  page,
}) => {
  await page.goto('/wallet');
  await appReady(page);
  await page.getByRole('link', { name: zh.wallet.rechargeCard.title }).click();
  await expect(page).toHaveURL(/\/rechargeCard$/);
  await page.getByLabel(zh.wallet.rechargeCard.code).fill('LM50 A7K9 Q2W4 E6R8');
  await page.getByRole('button', { name: zh.wallet.rechargeCard.submit }).click();
  await expect(page.getByTestId('card-redeemed')).toContainText('+¥50.00');
  await expect(page.getByTestId('card-balance')).toContainText('¥308.34');

  // The same card again: refused under the field, the balance unchanged, the code kept.
  await page.getByLabel(zh.wallet.rechargeCard.code).fill('LM50A7K9Q2W4E6R8');
  await page.getByRole('button', { name: zh.wallet.rechargeCard.submit }).click();
  await expect(page.getByText('该充值卡已被使用')).toBeVisible();
  await expect(page.getByLabel(zh.wallet.rechargeCard.code)).toHaveValue('LM50A7K9Q2W4E6R8');
  await expect(page.getByTestId('card-balance')).toContainText('¥308.34');

  await page.getByRole('link', { name: zh.wallet.rechargeCard.records }).click();
  await expect(page.getByTestId('card-record')).toHaveCount(1);
  await page.getByTestId('card-record').click();
  await expect(page.getByTestId('facts-headline')).toHaveText('+¥50.00');
  await expect(page.getByText(zh.wallet.detailType['401'], { exact: true })).toBeVisible();
  await expect(page.getByText(zh.wallet.channel.RechargeCard, { exact: true })).toBeVisible();

  await go(page, '/wallet/balance/details');
  await expect(page.getByTestId('detail-row').first()).toContainText('+¥50.00');
});

test('exchange a code for tickets; the same code again is refused', async ({ page }) => {
  await page.goto('/wallet');
  await appReady(page);
  const video = Number(await page.getByTestId('ticket-video').textContent());
  await page.getByRole('link', { name: zh.wallet.exchange.title }).click();
  await page.getByLabel(zh.wallet.exchange.code).fill('TICKETPACK2026');
  await page.getByRole('button', { name: zh.wallet.exchange.submit }).click();
  await expect(page.getByTestId('exchange-done')).toContainText(zh.wallet.exchange.done);
  await expect(page.getByTestId('ticket-video')).toHaveText(String(video + 5));
  await page.getByLabel(zh.wallet.exchange.code).fill('TICKETPACK2026');
  await page.getByRole('button', { name: zh.wallet.exchange.submit }).click();
  await expect(page.getByText('该兑换码已被使用')).toBeVisible();
  await go(page, '/wallet');
  await expect(page.getByTestId('ticket-video')).toHaveText(String(video + 5));
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥258.34');
});

test.describe('with twenty-one withdrawals', () => {
  test.use({ scenario: 'withdrawal-history' });

  test('the records show twenty, load the oldest, and it opens its record', async ({ page }) => {
    await page.goto('/wallet');
    await appReady(page);
    await page.getByRole('link', { name: zh.wallet.cash.records }).click();
    const rows = page.getByTestId('withdrawal-row');
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: zh.common.more }).click();
    await expect(rows).toHaveCount(21);
    await expect(page.getByRole('button', { name: zh.common.more })).toHaveCount(0);
    // The oldest: the seed's ¥50 to the ICBC card, ten days before the reference date, paid out.
    await rows.last().click();
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\/wd-seed-10001$/);
    await expect(page.getByTestId('facts-headline')).toHaveText('¥50.00');
    await expect(page.getByText(zh.wallet.cashDetail.statuses.done)).toBeVisible();
  });
});

test('a balance detail opens by its id from a link (a fresh page load)', async ({ page }) => {
  // detail-201: the member's first recharge, ¥200 by Alipay, 60 days before the reference date.
  await page.goto('/wallet/balance/details/detail-201');
  await appReady(page);
  await expect(page.getByTestId('facts-headline')).toHaveText('+¥200.00');
  await expect(page.getByText(zh.wallet.channel.Alipay)).toBeVisible();
});

test.describe('withdrawing on a slow network', () => {
  test.use({ scenario: 'wallet.withdraw=delay:3000' });

  test('typing the password again while it is on its way withdraws once', async ({ page }) => {
    await page.goto('/wallet/balance/cash');
    await appReady(page);
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
    await page.getByLabel(zh.wallet.cash.card).selectOption('card-10001-1');
    await page.getByLabel(zh.wallet.cash.amount).fill('60');
    await page.getByRole('button', { name: zh.wallet.cash.submit }).dblclick();
    await typePayPassword(page, '123456');
    await expect(page.getByText(zh.wallet.cash.sending)).toBeVisible();
    await page.getByRole('dialog').getByLabel(payPasswordDigit(6)).dispatchEvent('click');
    await page.keyboard.type('123456');
    await expect(page).toHaveURL(/\/wallet\/balance\/cash\/detail\//, { timeout: 15_000 });
    await expect(page.getByTestId('facts-headline')).toHaveText('¥60.00');

    await go(page, '/wallet/balance/cash');
    await expect(page.getByTestId('cash-balance')).toContainText('¥198.34');
    await expect(page.getByTestId('withdrawal-row')).toHaveCount(2);
  });
});

test.describe('a recharge card whose answer is lost', () => {
  test.use({ scenario: 'wallet.rechargeCard=network-after:1' });

  test('is read back as redeemed, credited once; the same card again is refused', async ({
    page,
  }) => {
    await page.goto('/wallet');
    await appReady(page);
    await page.getByRole('link', { name: zh.wallet.rechargeCard.title }).click();
    await page.getByLabel(zh.wallet.rechargeCard.code).fill('LM50A7K9Q2W4E6R8');
    await page.getByRole('button', { name: zh.wallet.rechargeCard.submit }).click();
    // The card was credited, the answer lost: the records say so, never "failed".
    await expect(page.getByTestId('card-redeemed')).toContainText('+¥50.00');
    await expect(page.getByTestId('card-balance')).toContainText('¥308.34');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel(zh.wallet.rechargeCard.code).fill('LM50A7K9Q2W4E6R8');
    await page.getByRole('button', { name: zh.wallet.rechargeCard.submit }).click();
    await expect(page.getByText('该充值卡已被使用')).toBeVisible();
    await expect(page.getByTestId('card-balance')).toContainText('¥308.34');
    await page.getByRole('link', { name: zh.wallet.rechargeCard.records }).click();
    await expect(page.getByTestId('card-record')).toHaveCount(1);
  });
});

test.describe('an exchange code whose answer is lost', () => {
  test.use({ scenario: 'wallet.exchange=network-after:1' });

  test('is said to be unknown and the tickets read back show it; once only', async ({ page }) => {
    await page.goto('/wallet');
    await appReady(page);
    const video = Number(await page.getByTestId('ticket-video').textContent());
    await page.getByRole('link', { name: zh.wallet.exchange.title }).click();
    await page.getByLabel(zh.wallet.exchange.code).fill('TICKETPACK2026');
    await page.getByRole('button', { name: zh.wallet.exchange.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(zh.wallet.exchange.outcomeUnknown);
    await expect(page.getByTestId('ticket-video')).toHaveText(String(video + 5));
    await page.getByRole('button', { name: zh.wallet.exchange.submit }).click();
    await expect(page.getByText('该兑换码已被使用')).toBeVisible();
    await expect(page.getByTestId('ticket-video')).toHaveText(String(video + 5));
  });
});
