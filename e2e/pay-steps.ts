import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { expect, payPasswordDigit } from './fixtures';

/**
 * The pay sheet's steps, as a member takes them, shared by the journeys that pay (tips, VIP,
 * unlocks). The seeded members' pay password is 123456.
 */

export async function typePayPassword(page: Page, password = '123456'): Promise<void> {
  await page.getByRole('dialog').getByLabel(payPasswordDigit(1)).click();
  await page.keyboard.type(password);
}

/** In an open pay sheet: the balance, confirm, then the pay password (the answer is not awaited). */
export async function payFromBalance(page: Page, password = '123456'): Promise<void> {
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('radio').first().click();
  await sheet.getByRole('button', { name: zh.pay.confirm }).click();
  await typePayPassword(page, password);
}

/** On a post's detail page: a tip of `amount` to its author, paid from the balance, answered. */
export async function tipThisPost(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: zh.post.card.tip }).click();
  const reward = page.getByRole('dialog', { name: zh.pay.reward.title });
  await reward.getByLabel(zh.pay.reward.amount).fill(amount);
  await reward.getByRole('button', { name: zh.pay.reward.submit }).click();
  await payFromBalance(page);
  await expect(page.getByText(zh.pay.success)).toBeVisible();
}

/** On the set-pay-password screen: the login password, then the new pay password twice. */
export async function setFirstPayPassword(page: Page, payPassword = '111111'): Promise<void> {
  await page.getByLabel(zh.wallet.payPassword.loginPassword).fill('pass1234');
  await page.getByRole('button', { name: zh.wallet.payPassword.next }).click();
  await page.getByLabel(payPasswordDigit(1)).first().click();
  await page.keyboard.type(payPassword);
  await expect(page.getByText(zh.wallet.payPassword.repeatPrompt)).toBeVisible();
  await page.getByLabel(payPasswordDigit(1)).first().click();
  await page.keyboard.type(payPassword);
}
