import zh from '../locales/zh_CN.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * Issue 26.3, no dead ends: every page has a visible way in, no address shows a blank page, and a
 * post that does not load is told apart from a post that does not exist.
 */

test.beforeEach(async ({ page }) => {
  // The app-start notice has its own journeys; here it would cover the controls.
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

const heading = (name: string) => ({ name, exact: true, level: 1 }) as const;

test('the games hub from the games tab and from the Me menu', async ({ page }) => {
  await page.goto('/column/columnTabbar/gamePost');
  await page.getByRole('link', { name: zh.feed.games.hub }).click();
  await expect(page).toHaveURL(/\/post\/game$/);
  await expect(page.getByRole('heading', heading(zh.games.title))).toBeVisible();

  await page.goto('/column/columnTabbar/my');
  const menu = page.getByRole('navigation', { name: zh.people.me.entries });
  await menu.getByRole('link', { name: zh.people.me.entry.games }).click();
  await expect(page).toHaveURL(/\/post\/game$/);
  await expect(page.getByRole('heading', heading(zh.games.title))).toBeVisible();
});

test('the time zone list from settings, the comments page from a post', async ({ page }) => {
  await page.goto('/column/settings');
  await page.getByRole('link', { name: zh.shell.timeZone.title }).click();
  await expect(page).toHaveURL(/\/timeZone\/list$/);
  await expect(page.getByRole('heading', heading(zh.shell.timeZone.title))).toBeVisible();
  // The list is virtualized: the far east is there once scrolled to, and a choice is kept.
  await page.keyboard.press('End');
  await expect(page.getByRole('radio', { name: /Kiritimati/ })).toBeVisible();
  await page.getByRole('searchbox', { name: zh.shell.timeZone.search }).fill('tokyo');
  await page.getByText('Tokyo', { exact: true }).click();
  await page.reload();
  await expect(page.getByText('Asia/Tokyo', { exact: true })).toBeVisible();

  await page.goto('/post/postDetail?postId=50004');
  await page.getByRole('link', { name: zh.post.detail.readComments }).click();
  await expect(page).toHaveURL(/\/column\/lookComment\?postId=50004$/);
  await expect(page.getByRole('heading', heading(zh.comments.pages.lookTitle))).toBeVisible();
});

test('parent addresses open a page, never a blank screen', async ({ page }) => {
  await page.goto('/post');
  await expect(page).toHaveURL(/\/column\/columnTabbar\/find$/);
  await expect(page.getByRole('heading', heading(zh.feed.tabs.find))).toBeVisible();

  await page.goto('/post/snapshot');
  await expect(page).toHaveURL(/\/column\/columnTabbar\/index\?list=attention$/);
  await expect(page.getByRole('heading', heading(zh.feed.tabs.index))).toBeVisible();

  await page.goto('/column/columnTabbar');
  await expect(page).toHaveURL(/\/column\/columnTabbar\/find$/);
});

test('a post that does not exist says so, with the way home and no retry', async ({ page }) => {
  await page.goto('/post/postDetail?postId=59999');
  await expect(page.getByText(zh.post.detail.notFound)).toBeVisible();
  await expect(page.getByRole('button', { name: zh.common.retry })).toHaveCount(0);
  await page.getByRole('link', { name: zh.post.detail.home }).click();
  await expect(page).toHaveURL(/\/column\/columnTabbar\/index$/);
});

test.describe('a post whose answer is lost once', () => {
  test.use({ scenario: 'post.detail=network-after:1' });

  test('shows the failure, not "not found", and the retry brings the post', async ({ page }) => {
    await page.goto('/post/postDetail?postId=50004');
    const retry = page.getByRole('button', { name: zh.common.retry });
    await expect(retry).toBeVisible();
    await expect(page.getByText(zh.post.detail.loadFailed)).toBeVisible();
    await expect(page.getByText(zh.post.detail.notFound)).toHaveCount(0);
    await retry.click();
    await expect(page.locator('article[data-post-id="50004"]')).toBeVisible();
    await expect(page.getByText(zh.post.detail.loadFailed)).toHaveCount(0);
  });
});

test.describe('a server error on a post', () => {
  test.use({ scenario: 'post.detail=status:500' });

  test('is a failure to load with a retry', async ({ page }) => {
    await page.goto('/post/postDetail?postId=50004');
    await expect(page.getByText(zh.post.detail.loadFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: zh.common.retry })).toBeVisible();
    await expect(page.getByText(zh.post.detail.notFound)).toHaveCount(0);
  });
});
