import { readFile } from 'node:fs/promises';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/**
 * Sharing a post (issue 26.3), as member lin_xiao (invite code LINX01): from a card in a feed and
 * from the post's page, one share sheet that knows the post; and the comment previews under a
 * card, which lead to the post's comments; saving a video post's file (issue 49: the download
 * hosts, domain type 2).
 */
const share = zh.people.share;

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('share a post from its card: the link, its QR code, a PNG, the copied link opens the post', async ({
  page,
}) => {
  await page.goto('/column/userDetail?userId=10002');
  await appReady(page);
  const card = page.getByRole('article').first();
  const postId = (await card.getAttribute('data-post-id'))!;
  await card.getByRole('button', { name: share.post }).click();

  const dialog = page.getByRole('dialog', { name: share.postTitle });
  await expect(dialog.getByTestId('share-post')).toBeVisible();
  await expect(dialog.getByTestId('share-qr').locator('svg path').first()).toBeAttached();
  const link = dialog.getByTestId('share-link');
  await expect(link).toHaveText(
    new RegExp(`/post/postDetail\\?postId=${postId}&inviteCode=LINX01$`),
  );

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: share.save }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`share-post-${postId}.png`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await dialog.getByRole('button', { name: share.copyLink }).click();
  await expect(dialog.getByRole('button', { name: share.copied })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.textContent());

  // A friend opening the link lands on that post.
  await page.goto(copied);
  await expect(page.locator(`article[data-post-id="${postId}"]`)).toBeVisible();
});

test('share from the post page: the sheet names that post', async ({ page }) => {
  await page.goto('/post/postDetail?postId=50013');
  await appReady(page);
  await page
    .locator('article[data-post-id="50013"]')
    .getByRole('button', { name: share.post })
    .click();
  const dialog = page.getByRole('dialog', { name: share.postTitle });
  await expect(dialog.getByTestId('share-link')).toHaveText(/postId=50013&inviteCode=LINX01$/);
  await dialog.getByRole('button', { name: share.close }).click();
  await expect(dialog).toBeHidden();
});

test('comment previews under a card lead to all the comments', async ({ page }) => {
  await page.goto('/column/userDetail?userId=10002');
  await appReady(page);
  const card = page.locator('article[data-post-id="50001"]');
  const previews = card.getByRole('list', { name: zh.post.card.previews.label });
  await expect(previews.getByRole('listitem')).toHaveCount(2);
  await expect(previews).toContainText('拍得真好，求参数');
  // The count is the post's commentNum (comments and their replies).
  const all = new RegExp(zh.post.card.previews.all.replace('{{n}}', '\\d+'));
  await card.getByRole('link', { name: all }).click();
  await expect(page).toHaveURL(/\/post\/postDetail\?postId=50001$/);
  await expect(page.locator('[data-comment-id="60002"]')).toBeVisible();
});

test('save a video from its share sheet: the file comes from the download host (type 2)', async ({
  page,
}) => {
  await page.goto('/post/postDetail?postId=50004');
  await appReady(page);
  await page
    .locator('article[data-post-id="50004"]')
    .getByRole('button', { name: share.post })
    .click();
  const dialog = page.getByRole('dialog', { name: share.postTitle });
  // The post's download_url on the first download host of the domain list, not a video host.
  const asked = page.waitForRequest((r) => r.url().endsWith('/download/50004.webm'));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: share.video.save }).click();
  expect(new URL((await asked).url()).host).toBe('dl-a.media.test');
  const file = await download;
  expect(file.suggestedFilename()).toBe('post-50004.webm');
  // The clip the download host served: a WebM (EBML) file.
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  await expect(dialog.getByRole('status')).toHaveText(share.video.saved);
});
