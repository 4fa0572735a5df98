import type { Page } from '@playwright/test';
import zh from '../locales/zh_CN.json' with { type: 'json' };
import { appReady, expect, test } from './fixtures';

/**
 * Discover, for member 10001 (lin_xiao, who follows aya_photo 10002): search a user and open
 * their profile, read three snapshots (each read recorded once), publish a snapshot, and open a
 * game from a banner. Typing and the reader are watched for long tasks (over 100 ms).
 */

/**
 * Collects every long task (PerformanceObserver 'longtask', Chromium) from page start. The demo
 * build's mock saves its whole db to IndexedDB after every answer (a structured clone on the main
 * thread, 200-400 ms with the seeded volume) that no real backend costs the app: the watched
 * journeys switch that saving off (mocks/persistence.ts), so what is measured is the app (the mock
 * handlers still run on the page's thread, so the figure is on the safe side).
 */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('mock:persist-off', '1');
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Long tasks from now on: call `mark` first, then `longest` after the action. */
async function markLongTasks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
}
/**
 * The bound (100 ms) is checked when MEASURE_LONG_TASKS=1 (a quiet bench machine); otherwise the
 * figure is only recorded on the test (annotations) and printed: on a shared two-core machine
 * running seven builds, other processes' load shows up as long tasks and would make the journey
 * flaky. The figure here runs high: Playwright's role queries (getByRole) walk the page's
 * accessibility tree on its main thread inside the watched moves. The reported measurement is
 * `npx tsx scripts/bench/long-tasks.ts` (CSS locators only, several runs, with a CPU profile).
 */
function checkLongTask(label: string, ms: number): void {
  test
    .info()
    .annotations.push({ type: `longest task: ${label}`, description: `${Math.round(ms)} ms` });
  console.info(`${label}: longest task ${Math.round(ms)} ms`);
  if (process.env.MEASURE_LONG_TASKS === '1') expect(ms, label).toBeLessThanOrEqual(100);
}

async function longestSince(page: Page, from: number): Promise<number> {
  return page.evaluate(
    (n) => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks.slice(n)),
    from,
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('feed_seen_notices', '["n1","n2"]'));
  await watchLongTasks(page);
});

test('search a user from the feed tabs and open their profile', async ({ page }) => {
  await page.goto('/column/columnTabbar/find');
  await appReady(page);
  await page.getByTestId('open-search').click();
  await expect(page).toHaveURL(/\/column\/search$/);
  await expect(page.getByRole('heading', { name: zh.search.hot })).toBeVisible();

  const field = page.getByRole('searchbox', { name: zh.search.field });
  // A first letter loads the results (their code and the first answer), then the typing that
  // counts is watched: further letters, each pause running a new search.
  await field.pressSequentially('a');
  await expect(page.locator('[data-user-id]').first()).toBeVisible();
  const from = await markLongTasks(page);
  await field.pressSequentially('ya', { delay: 120 });
  // The keyword reaches the address after the pause in typing: back and shared links work.
  await expect(page).toHaveURL(/\/column\/search\?keyword=aya$/);
  const aya = page.locator('[data-user-id="10002"]');
  await expect(aya).toBeVisible();
  const longest = await longestSince(page, from);
  checkLongTask('typing in search', longest);

  await aya.click();
  await expect(page).toHaveURL(/\/column\/userDetail\?userId=10002$/);
  // Back returns to the same results.
  await page.goBack();
  await expect(page).toHaveURL(/keyword=aya/);
  await expect(field).toHaveValue('aya');
});

test('read three snapshots from the strip: each read is recorded once', async ({ page }) => {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const match = /inst\/app\/snapshot\/private\/read\/(\w+)/.exec(request.url());
    if (match && request.method() === 'POST') reads.set(match[1]!, (reads.get(match[1]!) ?? 0) + 1);
  });
  const readOf = (id: string) =>
    page.waitForResponse(
      (r) => r.url().includes(`snapshot/private/read/${id}`) && r.request().method() === 'POST',
    );

  await page.goto('/column/columnTabbar/index?list=attention');
  await appReady(page);
  const strip = page.getByRole('navigation', { name: zh.snapshots.strip });
  const first = strip.locator('[data-snapshot-user][data-unread]').first();
  await expect(first).toBeVisible();

  const reader = page.getByRole('dialog', { name: zh.snapshots.reader });
  const ids: string[] = [];
  let from = 0;
  for (let i = 0; i < 3; i += 1) {
    if (i === 0) await first.click();
    else await reader.getByRole('button', { name: zh.snapshots.next }).click();
    await expect(reader).toBeVisible();
    // The snapshot changed, and its read went out.
    await expect(reader).not.toHaveAttribute('data-snapshot-id', ids.at(-1) ?? '');
    const id = (await reader.getAttribute('data-snapshot-id'))!;
    if (!reads.has(id)) await readOf(id);
    ids.push(id);
    if (i === 0) {
      // Hold the reader still while the test looks (a picture moves on after 5 s); the moves
      // from here on are what is watched for long tasks (the reader's code is loaded by now).
      await reader.getByRole('button', { name: zh.snapshots.pause }).click();
      from = await markLongTasks(page);
    }
  }
  // Swipe back to the previous one: already read, nothing is sent again.
  await reader.getByRole('button', { name: zh.snapshots.previous }).click();
  await expect(reader).toHaveAttribute('data-snapshot-id', ids[1]!);
  const longest = await longestSince(page, from);
  checkLongTask('moving through the reader', longest);

  expect(new Set(ids).size).toBe(3);
  for (const id of ids) expect(reads.get(id)).toBe(1);
  expect([...reads.values()].every((n) => n === 1)).toBe(true);

  // Closing goes back to the following feed, where the ring of a fully read author is gone.
  await reader.getByRole('button', { name: zh.snapshots.close }).click();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/list=attention/);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Publishes a picture snapshot from the strip's "new" button; answers the reader. */
async function publishSnapshot(page: Page, caption: string) {
  await page.goto('/column/columnTabbar/index?list=attention');
  await appReady(page);
  await page
    .getByRole('navigation', { name: zh.snapshots.strip })
    .getByText(zh.snapshots.new)
    .click();
  await expect(page).toHaveURL(/\/post\/snapshot\/publish$/);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('upload-done')).toBeVisible();
  await page.getByLabel(zh.snapshots.caption).fill(caption);
  await page.getByRole('button', { name: zh.snapshots.publish }).click();

  const reader = page.getByRole('dialog', { name: zh.snapshots.reader });
  await expect(reader).toBeVisible();
  await expect(page).toHaveURL(/\/post\/snapshot\/\d+$/);
  await expect(reader.getByText(caption)).toBeVisible();
  return reader;
}

test('publish a snapshot from a picture: it waits for review', async ({ page }) => {
  const reader = await publishSnapshot(page, '海边的日落');
  const id = (await reader.getAttribute('data-snapshot-id'))!;
  // The picture is the uploaded file, served back by the mock's media host.
  await expect(reader.getByRole('img', { name: zh.snapshots.picture })).toHaveAttribute(
    'src',
    /upload\//,
  );
  // A new snapshot waits for review; the author's reader says so and leads to the review list.
  const review = reader.getByTestId('snapshot-review');
  await expect(review).toHaveText(zh.snapshots.review.status.pending);
  await review.click();
  await expect(page).toHaveURL(/\/post\/snapshot\/approval\?status=pending$/);
  const row = page.locator(`[data-review-id="${id}"]`);
  await expect(row).toHaveAttribute('data-review-status', 'pending');
  await expect(row).toContainText('海边的日落');
  await expect(row).toContainText(zh.snapshots.review.short.pending);
});

test.describe('when the reviewer approves at once', () => {
  test.use({ scenario: 'snapshots-auto-approve' });
  test('a published snapshot shows as approved', async ({ page }) => {
    const reader = await publishSnapshot(page, '山顶的云');
    const id = (await reader.getAttribute('data-snapshot-id'))!;
    const review = reader.getByTestId('snapshot-review');
    await expect(review).toHaveText(zh.snapshots.review.status.approved);
    await review.click();
    await expect(page).toHaveURL(/\/post\/snapshot\/approval\?status=approved$/);
    await expect(page.locator(`[data-review-id="${id}"]`)).toHaveAttribute(
      'data-review-status',
      'approved',
    );
  });
});

test.describe('with snapshots in review', () => {
  test.use({ scenario: 'snapshots-in-review' });
  test('the review list shows the refused one with its reason', async ({ page }) => {
    await page.goto('/post/snapshot/approval');
    await appReady(page);
    // The filter's radios are drawn by their labels (the inputs themselves are hidden).
    await page.locator('label', { hasText: zh.snapshots.review.short.rejected }).click();
    await expect(page).toHaveURL(/status=rejected$/);
    const refused = page.locator('[data-review-id="80004"]');
    await expect(refused).toContainText('画面中含有联系方式');
    await expect(page.locator('[data-review-id]')).toHaveCount(1);
  });
});

test('open a game from a banner and play it in a new tab', async ({ page }) => {
  await page.goto('/column/columnTabbar/find');
  await appReady(page);
  await page.getByRole('img', { name: '小游戏锦标赛' }).click();
  await expect(page).toHaveURL(/\/post\/game$/);

  await page.locator('[data-game-id="game2"]').first().click();
  await expect(page).toHaveURL(/\/post\/game\/detail\?id=game2$/);
  const play = page.getByTestId('play-game');
  await expect(play).toHaveAttribute('target', '_blank');
  await expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(play).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('heading', { name: zh.games.more })).toBeVisible();
});
