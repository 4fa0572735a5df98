import type { Locator, Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { NAMED_TOKENS, NAMED_USERS } from '../fixtures/users';
import { appReady, expect, test, go } from './fixtures';

/**
 * Comments on a phone, as member lin_xiao (10001). Seeded: 50013 is her own post (60005 has 4
 * replies, 60008 is her own comment, none pinned), 50001 is aya_photo's (60002 pinned with 7
 * replies, 60001 hers). The mock db survives reloads, like a real backend.
 */
const t = zh.comments;
const OWN_POST = '/post/postDetail?postId=50013';
const OTHERS_POST = '/post/postDetail?postId=50001';
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

const row = (page: Page, id: string) => page.locator(`[data-comment-id="${id}"]`);
const box = (page: Page) => page.getByRole('textbox', { name: t.composer.label });

async function openMenu(page: Page, comment: Locator): Promise<Locator> {
  await comment.locator('[data-comment-more]').first().click();
  const sheet = page.getByRole('dialog', { name: t.menu.title });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function send(page: Page, text: string, button = t.composer.send) {
  await box(page).fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('comment, then see it after leaving and coming back, and after a reload', async ({ page }) => {
  await page.goto(OTHERS_POST);
  await appReady(page);
  await expect(page.getByRole('heading', { name: fill(t.title, { n: 19 }) })).toBeVisible();
  await send(page, '我也想去看晚霞');
  // At once, after the pinned one, and the count moves.
  const mine = page.locator('[data-comment-id]').nth(1);
  await expect(mine).toContainText('我也想去看晚霞');
  await expect(page.getByRole('heading', { name: fill(t.title, { n: 20 }) })).toBeVisible();
  await expect(box(page)).toHaveValue('');

  await go(page, '/column/columnTabbar/index');
  await expect(page.locator('article[data-post-id]').first()).toBeVisible();
  await go(page, OTHERS_POST);
  await expect(page.locator('[data-comment-id]').nth(1)).toContainText('我也想去看晚霞');

  await page.reload();
  await expect(page.locator('[data-comment-id]').nth(1)).toContainText('我也想去看晚霞');
  await expect(page.getByRole('heading', { name: fill(t.title, { n: 20 }) })).toBeVisible();
});

test('reply to a reply, and load replies three by three', async ({ page }) => {
  await page.goto(OTHERS_POST);
  const pinned = row(page, '60002');
  const replies = pinned.locator('[data-reply-id]');
  await expect(pinned).toBeVisible();
  await expect(replies).toHaveCount(3);
  await pinned.getByRole('button', { name: fill(t.moreReplies, { n: 4 }) }).click();
  await expect(replies).toHaveCount(6);
  await pinned.getByRole('button', { name: fill(t.moreReplies, { n: 1 }) }).click();
  await expect(replies).toHaveCount(7);
  await expect(pinned.getByRole('button', { name: /展开更多回复/ })).toHaveCount(0);

  // Reply to the first reply: "@name" in the box, then the reply shows under the comment.
  const first = replies.first();
  const name = (await first.locator('a').nth(1).textContent()) ?? '';
  await first.getByRole('button', { name: zh.comments.reply, exact: true }).click();
  await expect(page.getByText(fill(t.composer.replyingTo, { name }))).toBeVisible();
  await expect(box(page)).toBeFocused();
  await send(page, '谢谢分享参数', t.composer.sendReply);
  await expect(replies).toHaveCount(8);
  await expect(replies.last()).toContainText(`@${name}`);
  await expect(replies.last()).toContainText('谢谢分享参数');
});

test('pin up to three comments and be refused the fourth', async ({ page }) => {
  await page.goto(OWN_POST);
  for (const id of ['60006', '60007', '60008']) {
    const sheet = await openMenu(page, row(page, id));
    await sheet.getByRole('button', { name: t.menu.pin }).click();
    await expect(sheet).toBeHidden();
    await expect(row(page, id)).toHaveAttribute('data-pinned', 'true');
  }
  const pinnedFirst = page.locator('[data-comment-id]').first();
  await expect(pinnedFirst).toHaveAttribute('data-pinned', 'true');
  // The top entry reads "cancel pin" on a pinned comment.
  const again = await openMenu(page, row(page, '60006'));
  await expect(again.getByRole('button', { name: t.menu.unpin })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  const fourth = await openMenu(page, row(page, '60005'));
  await fourth.getByRole('button', { name: t.menu.pin }).click();
  await expect(page.getByText('最多置顶 3 条评论')).toBeVisible();
  await expect(row(page, '60005')).not.toHaveAttribute('data-pinned', 'true');
});

test('batch delete: the confirmation counts comments and distinct users', async ({ page }) => {
  await page.goto(OWN_POST);
  await expect(page.getByRole('heading', { name: fill(t.title, { n: 13 }) })).toBeVisible();
  await page.getByRole('button', { name: t.batch.start }).click();
  const bar = page.getByRole('region', { name: t.batch.title });
  await bar.getByRole('button', { name: t.batch.delete }).click();
  await expect(page.getByText(t.batch.nothingChosen)).toBeVisible();

  // Her own comment, her own reply under 60005, and 20007's comment: 3 comments, 2 users.
  await row(page, '60008').getByRole('checkbox').first().click();
  await row(page, '60005').locator('[data-reply-id="70012"]').getByRole('checkbox').click();
  await row(page, '60006').getByRole('checkbox').first().click();
  await expect(bar).toContainText(fill(t.batch.chosen, { n: 3 }));
  await bar.getByRole('button', { name: t.batch.delete }).click();
  const dialog = page.getByRole('dialog', { name: t.batch.confirmTitle });
  await expect(dialog).toContainText(fill(t.batch.confirm, { comments: 3, users: 2 }));
  await dialog.getByRole('button', { name: t.batch.delete }).click();

  await expect(row(page, '60008')).toHaveCount(0);
  await expect(row(page, '60006')).toHaveCount(0);
  await expect(row(page, '60005').locator('[data-reply-id]')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: fill(t.title, { n: 10 }) })).toBeVisible();
});

test("report another member's comment", async ({ page }) => {
  await page.goto(OTHERS_POST);
  const sheet = await openMenu(page, row(page, '60002'));
  await sheet.getByRole('button', { name: t.menu.report }).click();
  const dialog = page.getByRole('dialog', { name: t.report.title.comment });
  await dialog.getByRole('button', { name: t.report.submit }).click();
  await expect(dialog.getByText(t.report.contentRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: '垃圾广告' }).check();
  await dialog.getByRole('textbox', { name: t.report.content }).fill('评论里一直在打广告');
  await dialog.getByRole('button', { name: t.report.submit }).click();
  await expect(page.getByText(t.report.success)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('closed comments: the owner closes them, another member cannot comment', async ({ page }) => {
  await page.goto(OWN_POST);
  const closeSwitch = page.getByRole('switch', { name: t.closeSwitch });
  // The switch follows the post: it turns once the server has closed the comments.
  await closeSwitch.click({ force: true });
  await expect(closeSwitch).toBeChecked();
  await expect(page.getByText(t.closed)).toBeVisible();
  // The owner still may.
  await expect(box(page)).toBeEnabled();

  // aya_photo on the same device (the mock db, like a server, keeps the change).
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    { token: NAMED_TOKENS.creator, userId: NAMED_USERS.creator.userId },
  );
  await page.reload();
  await expect(page.getByText(t.closedForOthers)).toBeVisible();
  await expect(box(page)).toHaveCount(0);
});

test.describe('session expiring while sending', () => {
  test.use({ scenario: 'comments.add=code:10201' });

  test('the draft is back in the box after signing in again', async ({ page }) => {
    await page.goto(OTHERS_POST);
    await send(page, '这条评论不能丢');
    await expect(page).toHaveURL(/\/login\/autologin\?ref=/);
    await page.getByRole('link', { name: zh.accounts.login.submit }).click();
    await page.getByLabel(zh.accounts.login.account, { exact: true }).fill('lin_xiao');
    await page.getByLabel(zh.accounts.login.password, { exact: true }).fill('pass1234');
    await page.getByRole('button', { name: zh.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL(OTHERS_POST);
    await expect(box(page)).toHaveValue('这条评论不能丢');
  });
});
