import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/**
 * Chat on the web (issue 26), as member lin_xiao (10001). The mock db persists across reloads
 * like a real backend, so a sent message is still there after one; the other member answers a
 * moment later (mocks/handlers/chat-replies.ts): the journeys wait for it to show, not for time.
 */
const t = zh.chat;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

const rows = (page: Page) => page.locator('[data-message-id]');
const composer = (page: Page) => page.locator('[data-chat-composer] textarea[aria-label]');

async function openFromPersonPage(page: Page, userId: string) {
  await page.goto(`/column/userDetail?userId=${userId}`);
  await appReady(page);
  await page.locator('[data-action="send-message"]').click();
  await expect(page).toHaveURL(`/column/chat?userId=${userId}`);
}

test('person page, send, the answer comes, reload: still there; then delete it', async ({
  page,
}) => {
  await openFromPersonPage(page, '10003');
  await expect(rows(page).filter({ hasText: '周末一起去拍日落吗？' })).toBeVisible();
  await composer(page).fill('好呀，周六见！');
  await page.getByRole('button', { name: t.send }).click();
  const mine = rows(page).filter({ hasText: '好呀，周六见！' });
  await expect(mine).toHaveCount(1);
  await expect(composer(page)).toHaveValue('');
  // wang_da answers a moment later: a message of his after mine.
  await expect(page.locator('[data-message-id]:not([data-own])')).toHaveCount(2, {
    timeout: 15_000,
  });

  await page.reload();
  await appReady(page);
  await expect(mine).toHaveCount(1);
  await expect(page.locator('[data-outgoing]')).toHaveCount(0);

  await mine.getByRole('button', { name: t.messageActions }).click();
  await page.getByRole('menuitem', { name: t.deleteMessage }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await appReady(page);
  await expect(rows(page).filter({ hasText: '周末一起去拍日落吗？' })).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('the draft survives leaving the conversation and coming back', async ({ page }) => {
  await openFromPersonPage(page, '10003');
  await composer(page).fill('还没写完的话');
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.viewProfile }).click();
  await expect(page).toHaveURL('/column/userDetail?userId=10003');
  await page.goBack();
  await expect(composer(page)).toHaveValue('还没写完的话');
});

test.describe('the answer to a send is lost after the server stored it', () => {
  test.use({ scenario: 'chat-answer-lost' });

  test('the retry shows the message once, and so does a reload', async ({ page }) => {
    await page.goto('/column/chat?userId=10003');
    await appReady(page);
    await composer(page).fill('只发一次');
    await page.getByRole('button', { name: t.send }).click();
    const unknown = page.locator('[data-outgoing="unknown"]');
    const sent = rows(page).filter({ hasText: '只发一次' });
    // Shown as not confirmed, with its retry; the next read of the conversation (every 3 s) may
    // find it stored first, at any moment, even between two steps of this test (a run on a
    // loaded machine saw it unconfirmed, then gone before it could read its text). So: retry
    // while it is unconfirmed, until it is confirmed. Either way: one message, never two.
    await expect(unknown.or(sent).first()).toBeVisible();
    await expect(async () => {
      if (await unknown.isVisible()) {
        await unknown.getByRole('button', { name: t.retry }).click({ timeout: 1000 });
      }
      await expect(page.locator('[data-outgoing]')).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(sent).toHaveCount(1);
    await page.reload();
    await appReady(page);
    await expect(rows(page).first()).toBeVisible();
    await expect(sent).toHaveCount(1);
  });
});

test.describe('a long conversation', () => {
  test.use({ scenario: 'chat-history' });

  test('older messages come in above when scrolling up, ten at a time', async ({ page }) => {
    await page.goto('/column/chat?userId=10002');
    await appReady(page);
    await expect(rows(page).first()).toBeVisible();
    // Opened at the end: the newest message is on screen.
    await expect(rows(page).filter({ hasText: '新的一组已经发布啦' })).toBeInViewport();
    await expect(async () => {
      await page.mouse.wheel(0, -4000);
      await expect(rows(page).filter({ hasText: /^#1 / })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(rows(page)).toHaveCount(29);
  });
});

test.describe('a creator who takes messages from subscribers only', () => {
  test.use({ scenario: 'chat-refused' });

  test('the member reads why, and can subscribe from there', async ({ page }) => {
    await openFromPersonPage(page, '10002');
    await expect(page.locator('[data-chat-verdict="subscriptionRequired"]')).toBeVisible();
    await expect(page.locator('[data-chat-composer]')).toHaveCount(0);
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
