import { readFile } from 'node:fs/promises';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test, go } from './fixtures';

/**
 * "Me" and people, as member lin_xiao (10001) unless said otherwise. The mock db lives in the
 * page: after the first load a journey moves inside the app (links, or the router's history),
 * so what it did stays.
 */
const people = zh.people;

test.beforeEach(async ({ page }) => {
  // The app-start notice has its own story; these journeys are about people.
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
});

/** A 1x1 PNG, as a picked file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('follow someone from a post card and find them in follows', async ({ page }) => {
  await page.goto('/post/postDetail?postId=50010');
  await appReady(page);
  const card = page.locator('article[data-post-id="50010"]');
  const author = (await card.getByTestId('author-link').textContent())!.trim();
  await card.getByRole('button', { name: people.person.follow, exact: true }).click();
  await expect(card.getByRole('button', { name: people.person.followed })).toHaveAttribute(
    'aria-busy',
    'false',
  );

  await go(page, '/column/columnTabbar/my');
  const counts = page.getByRole('list', { name: people.counts.label });
  await counts.getByRole('link', { name: new RegExp(people.counts.follows) }).click();
  await expect(page).toHaveURL(/\/column\/follow\?tab=follows/);
  const row = page.getByTestId('person-row').filter({ hasText: author });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { pressed: true })).toHaveText(people.person.followed);

  // Their name leads to their page, where they are followed too.
  await row.getByRole('link').click();
  await expect(page.getByTestId('profile-name')).toHaveText(author);
  // The header's button comes first; their post cards below carry follow buttons too.
  await expect(page.getByRole('button', { name: people.person.followed }).first()).toBeVisible();
});

test('edit the nickname and see it on a post', async ({ page }) => {
  await page.goto('/column/columnTabbar/my');
  await appReady(page);
  await page.getByRole('link', { name: people.me.edit }).click();
  const nickname = page.getByRole('textbox', { name: people.edit.nickname });
  await expect(nickname).toHaveValue('林晓');
  await nickname.fill('晓晓同学');
  await page.getByRole('button', { name: people.edit.save }).click();
  await expect(page.getByTestId('edit-saved')).toBeVisible();

  await go(page, '/column/myOwnPost');
  const posts = page.getByRole('article');
  await expect(posts.first()).toBeVisible();
  await expect(posts.first().getByTestId('author-link')).toHaveText('晓晓同学');
  await go(page, '/column/columnTabbar/my');
  await expect(page.getByTestId('profile-name')).toHaveText('晓晓同学');
});

test('publish a post and see it waiting for review in own posts', async ({ page }) => {
  await page.goto('/column/columnTabbar/my');
  await appReady(page);
  await page.getByRole('link', { name: people.me.entry.publish }).click();
  await page.getByRole('textbox', { name: people.publish.content }).fill('海边的第一张照片');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sea.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText(people.upload.done)).toBeVisible();
  await page.getByRole('button', { name: people.publish.submit }).click();
  await expect(page.getByText(people.publish.submitted)).toBeVisible();

  await page.getByRole('link', { name: people.publish.seeOwn }).click();
  const post = page.getByRole('article').filter({ hasText: '海边的第一张照片' });
  await expect(post).toBeVisible();
  await expect(post.getByText(people.review.pending)).toBeVisible();
  // The picture is the uploaded file, served back from the media domain.
  await expect(post.locator('img').last()).toHaveJSProperty('naturalWidth', 1);
});

test('save the share card as an image: a PNG with the QR code', async ({ page }) => {
  await page.goto('/column/columnTabbar/my');
  await appReady(page);
  await page
    .getByRole('navigation', { name: people.me.entries })
    .getByRole('button', { name: people.me.entry.share })
    .click();
  const dialog = page.getByRole('dialog');
  const card = dialog.getByTestId('share-card');
  await expect(card.getByTestId('share-qr').locator('svg path').first()).toBeAttached();
  await expect(card).toContainText('LINX01');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: people.share.save }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('share-LINX01.png');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Drawn at twice the card's size: far larger than a blank image.
  expect(bytes.length).toBeGreaterThan(5_000);
});

test('report a user from their page: a reason, what is wrong, the success flag', async ({
  page,
}) => {
  await page.goto('/column/userDetail?userId=10002');
  await appReady(page);
  await page.getByRole('button', { name: people.person.menu }).click();
  await page.getByRole('menuitem', { name: zh.comments.report.title.user }).click();
  const dialog = page.getByRole('dialog', { name: zh.comments.report.title.user });
  await expect(dialog).toContainText('aya_photo');
  await dialog.getByRole('radio', { name: '垃圾广告' }).check();
  await dialog
    .getByRole('textbox', { name: zh.comments.report.content })
    .fill('每条评论都在发广告');
  await dialog.getByRole('button', { name: zh.comments.report.submit }).click();
  await expect(page.getByText(zh.comments.report.success)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test.describe('a visitor', () => {
  test.use({ signedInAs: null });

  test('opening "Me" sees the invitation to log in or register', async ({ page }) => {
    await page.goto('/column/columnTabbar/my');
    await appReady(page);
    await expect(page).toHaveURL(/\/column\/columnTabbar\/my$/);
    await expect(page.getByText(people.me.visitor.title)).toBeVisible();
    await expect(page.getByRole('link', { name: people.me.visitor.register })).toBeVisible();
    await page.getByRole('link', { name: people.me.visitor.login }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
