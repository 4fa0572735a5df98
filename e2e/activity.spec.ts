import type { Page } from '@playwright/test';
import { NAMED_TOKENS, NAMED_USERS } from '../fixtures/users';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/** Activity: a like by another member reaches the author's Activity tab with the unread flag. */

const t = zh.activity;

test.beforeEach(async ({ page }) => {
  // The app-start notice has its own story; these journeys are about messages and settings.
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});
const bottomFlag = (page: Page) => page.locator('[data-tab="dynamic"] [data-unread]');
const tabFlag = (page: Page, tab: string) =>
  page.locator(`[data-activity-tab="${tab}"] [data-unread]`);

/** Another member on this device: the mock db (kept across reloads) stays as it was. */
async function signInAs(page: Page, who: 'creator' | 'vip' | 'member') {
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.removeItem('loginData');
    },
    { token: NAMED_TOKENS[who], userId: NAMED_USERS[who].userId },
  );
}

test.describe('a like by another member', () => {
  test.use({ signedInAs: 'vip' });

  test('appears in Activity with the unread flag, and reading it clears the flag', async ({
    page,
  }) => {
    // wang_da likes aya_photo's post 50001.
    await page.goto('/post/postDetail?postId=50001');
    await appReady(page);
    const like = page.locator('main [data-action="like"]').first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The heart fills before the server has the like; leaving now could lose it, as it would on a
    // phone. CI once left before the call landed, and the like tab had no flag.
    await expect(like).toHaveAttribute('aria-busy', 'false');

    // aya_photo opens the app: the flag is up on the bottom bar and on the likes tab.
    await signInAs(page, 'creator');
    await page.goto('/column/columnTabbar/find');
    await appReady(page);
    await expect(bottomFlag(page)).toBeVisible();
    await page.locator('[data-tab="dynamic"]').click();
    await expect(page).toHaveURL(/\/column\/columnTabbar\/dynamic/);
    await expect(tabFlag(page, 'like')).toBeAttached();

    const row = page.locator('[data-notice-id]').first();
    await expect(row).toHaveAttribute('data-read', 'false');
    await expect(row).toContainText(NAMED_USERS.vip.nickname);
    await expect(row.getByRole('link')).toHaveAttribute('href', '/post/postDetail?postId=50001');

    // Reading the likes clears the row and the tab.
    await page.getByRole('button', { name: t.readType.replace('{{type}}', t.type.like) }).click();
    await expect(row).toHaveAttribute('data-read', 'true');
    await expect(tabFlag(page, 'like')).toHaveCount(0);
    // A fan's chat is still unread (chat is read on the web too, issue 26): reading it lowers
    // the bottom bar's flag.
    await expect(bottomFlag(page)).toBeVisible();
    await page.getByRole('tab', { name: new RegExp(t.type.chat) }).click();
    await page.locator('[data-conversation]:has([data-unread]) a').click();
    await expect(page.locator('[data-chat-composer]')).toBeVisible();
    // Read means shown: the composer comes with the permission, the messages with their own call.
    await expect(page.locator('[data-message-id]').first()).toBeVisible();
    await page.goBack();
    await expect(tabFlag(page, 'chat')).toHaveCount(0);
    await expect(bottomFlag(page)).toHaveCount(0);
    await page.getByRole('tab', { name: new RegExp(t.type.like) }).click();

    // And it stays read after a reload.
    await page.reload();
    await appReady(page);
    await expect(page.locator('[data-notice-id]').first()).toHaveAttribute('data-read', 'true');
    await expect(bottomFlag(page)).toHaveCount(0);
  });
});

test('every Activity page opens from the app', async ({ page }) => {
  await page.goto('/column/columnTabbar/find');
  await appReady(page);
  await page.locator('[data-tab="dynamic"]').click();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByRole('link', { name: t.sysMsg.title }).click();
  await expect(page.getByRole('heading', { name: t.sysMsg.title })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: new RegExp(t.feedbackMsg.title) }).click();
  await expect(page.getByRole('heading', { name: t.feedbackMsg.title })).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: new RegExp(t.type.chat) }).click();
  await page.locator('[data-conversation="10003"] a').click();
  await expect(page.locator('[data-chat-composer]')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: t.settings }).click();
  await expect(page).toHaveURL('/column/settings');
});

test.describe('more new followers than a page', () => {
  test.use({ scenario: 'many-follows' });

  test('"load more" brings the rest; asked for offline, it comes once the signal is back', async ({
    page,
    context,
  }) => {
    await page.goto('/column/columnTabbar/dynamic?tab=follow');
    await appReady(page);
    const rows = page.locator('[data-notice-id]');
    await expect(rows).toHaveCount(10);
    const more = page.getByRole('button', { name: zh.common.more });
    // The signal drops (a tunnel): the app says so, and the page asked for waits for it.
    await context.setOffline(true);
    await expect(page.getByText(zh.shell.offline.banner)).toBeVisible();
    await more.click();
    await expect(rows).toHaveCount(10);
    await context.setOffline(false);
    await expect(rows).toHaveCount(14);
    await expect(more).toHaveCount(0);
    await expect(page.getByText(zh.common.moreFailed)).toHaveCount(0);
  });
});

test.describe('a page of followers lost on the way', () => {
  // The list's first page is call 1; "load more" is call 2, lost; its retry, call 3, arrives.
  test.use({ scenario: 'many-follows;messages.list=network+call:2' });

  test('says so under the rows, which stay, and the same button brings it', async ({ page }) => {
    await page.goto('/column/columnTabbar/dynamic?tab=follow');
    await appReady(page);
    const rows = page.locator('[data-notice-id]');
    await expect(rows).toHaveCount(10);
    const more = page.getByRole('button', { name: zh.common.more });
    await more.click();
    await expect(page.getByRole('alert').filter({ hasText: zh.common.moreFailed })).toBeVisible();
    await expect(rows).toHaveCount(10);
    await more.click();
    await expect(rows).toHaveCount(14);
    await expect(more).toHaveCount(0);
    await expect(page.getByText(zh.common.moreFailed)).toHaveCount(0);
  });
});
