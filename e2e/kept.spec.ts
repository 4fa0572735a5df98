import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';
import { tipThisPost } from './pay-steps';

/**
 * Issue 27, point 6: nothing acknowledged is lost. The mock db stores each change before it
 * answers (mocks/persistence.ts), so a reload the moment a write is answered finds it, for each
 * kind of write: a payment (a tip), a comment, a follow (a GET in the spec) and a setting.
 * Member lin_xiao (10001): ¥258.34, pay password 123456.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

test('a tip answered "Payment successful" is still paid after an immediate reload', async ({
  page,
}) => {
  await page.goto('/post/postDetail?postId=50001');
  await appReady(page);
  await tipThisPost(page, '5');
  await page.reload();

  await page.goto('/wallet/balance');
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥253.34');
  await expect(page.getByTestId('detail-row').first()).toContainText('-¥5.00');
});

test('a comment is there after an immediate reload', async ({ page }) => {
  const heading = (n: number) => zh.comments.title.replace('{{n}}', String(n));
  await page.goto('/post/postDetail?postId=50001');
  await appReady(page);
  await expect(page.getByRole('heading', { name: heading(19) })).toBeVisible();
  await page.getByRole('textbox', { name: zh.comments.composer.label }).fill('刷新也还在');
  await page.getByRole('button', { name: zh.comments.composer.send, exact: true }).click();
  const mine = page.locator('[data-comment-id]', { hasText: '刷新也还在' });
  // Shown at once, acknowledged when the server's id replaces the pending one: reload then.
  await expect(mine).toHaveAttribute('data-comment-id', /^\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: heading(20) })).toBeVisible();
  // The newest comment comes first after any pinned ones (sort asc, mocks/handlers/comments.ts):
  // it is on the first page, at the top. (This journey used to scroll down to a last page; once
  // the rows had rendered, the scroll took the new one out of the virtual list's window.)
  await expect(mine).toBeVisible();
  await expect(page.locator('[data-comment-id]:not([data-pinned])').first()).toContainText(
    '刷新也还在',
  );
});

test('a follow is kept after an immediate reload', async ({ page }) => {
  await page.goto('/post/postDetail?postId=50010');
  await appReady(page);
  const card = page.locator('article[data-post-id="50010"]');
  await card.getByRole('button', { name: zh.people.person.follow, exact: true }).click();
  const followed = card.getByRole('button', { name: zh.people.person.followed });
  await expect(followed).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(followed).toBeVisible();
});

test('a setting is kept after an immediate reload', async ({ page }) => {
  await page.goto('/column/settings/notice');
  await appReady(page);
  const mentions = page.getByRole('switch', { name: zh.settings.notice.mentions });
  await expect(mentions).toBeChecked();
  await mentions.click({ force: true });
  await expect(mentions).not.toBeChecked();
  await expect(page.locator('[data-flag="mentions"][data-saving]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: zh.settings.notice.mentions })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: zh.settings.notice.comments })).toBeChecked();
});
