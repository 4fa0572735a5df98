import { expect, type Page } from '@playwright/test';
import { test } from '../failure-screenshot';
import en from '../../locales/en_US.json' with { type: 'json' };
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import { NAMED_TOKENS, NAMED_USERS } from '../../fixtures/users';
import { MOCK_HOST } from '../ports';

/**
 * The pages' shells in the members' build (src/app/first-paint/): the find tab and a post opened by its
 * link, painted from index.html before the app's scripts run, then replaced by the app with its
 * boxes where the shell's were. The app's scripts are held back here until the shell has been
 * measured.
 */
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };

async function signIn(page: Page, theme = 'dark', language = 'zh_CN'): Promise<void> {
  await page.addInitScript(
    ({ token, userId, theme, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
      sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
      document.cookie = `theme=${theme}; path=/`;
      document.cookie = `language=${language}; path=/`;
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId, theme, language },
  );
}

/** Holds the app's scripts until `release()`: what shows meanwhile is index.html alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's scripts held back: the page's shell shows with `title`, and the
 * prefetched post is drawn with its picture, loaded, before any of the app's code ran.
 */
async function paintedShell(page: Page, path: string, title: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const shell = page.locator('#root > [data-page-shell]');
  await expect(shell).toBeVisible();
  await expect(shell.locator('h1')).toHaveText(title);
  const picture = shell.locator('[data-shell-picture] img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return { shell, release, src: (await picture.getAttribute('src')) ?? '' };
}

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[side] - expected[side]), `${what} ${side}`).toBeLessThanOrEqual(0.5);
}

// The shared mock host starts each test from no scenario (switch.spec.ts forces one for one of
// its tests; playwright.config.ts runs this file only after that one has finished).
test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_HOST}/__mock/scenario`, { data: { scenario: '', latency: 0 } });
});

// In English the author's tags are wider and wrap: the picture lands lower, in both.
for (const [language, words] of [
  ['zh_CN', zh],
  ['en_US', en],
] as const) {
  test(`the shell paints the find tab before the scripts, then the app lands on its boxes (${language})`, async ({
    page,
  }) => {
    await signIn(page, 'dark', language);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const { shell, release, src } = await paintedShell(
      page,
      '/column/columnTabbar/find',
      words.feed.tabs.find,
    );
    const before = {
      top: await box(page, '[data-shell-box="top"]'),
      strip: await box(page, '[data-shell-box="strip"]'),
      picture: await box(page, '[data-shell-picture]'),
      bar: await box(page, '[data-shell-box="bar"]'),
    };

    release();
    await expect(shell).toHaveCount(0);
    const article = page.locator('article').first();
    await expect(article).toBeVisible();
    // The card's picture: the first MediaImage of its body (the avatar is in its header).
    const frame = '[data-open-post] span[data-state]';
    await expect(page.locator(`${frame} img`).first()).toHaveAttribute('src', src);
    expectSameBox(await box(page, '[data-top-bar]'), before.top, 'top bar');
    expectSameBox(
      await box(page, `nav[aria-label="${words.feed.tabs.channels}"]`),
      before.strip,
      'strip',
    );
    expectSameBox(await box(page, frame), before.picture, 'first picture');
    expectSameBox(
      await box(page, `nav[aria-label="${words.feed.tabs.label}"]`),
      before.bar,
      'bottom bar',
    );
    expect(violations).toEqual([]);
  });
}

test('the shell follows the light theme, and other pages keep the splash', async ({ page }) => {
  await signIn(page, 'light');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const shell = page.locator('#root > [data-page-shell]');
  await expect(shell).toBeVisible();
  expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  await page.goto('/column/settings', { waitUntil: 'commit' });
  await expect(page.locator('#root svg').first()).toBeVisible();
  await expect(page.locator('#root > [data-page-shell]')).toHaveCount(0);
  release();
});

test('a post opened by its link paints its card before the scripts; the app lands on it', async ({
  page,
}) => {
  await signIn(page, 'light', 'en_US');
  const { shell, release, src } = await paintedShell(
    page,
    '/post/postDetail?postId=50007',
    en.post.detail.title,
  );
  await expect(shell).toHaveAttribute('data-page-shell', 'post');
  const before = {
    top: await box(page, '[data-shell-box="top"]'),
    text: await box(page, '[data-page-shell] .fs-text'),
    picture: await box(page, '[data-shell-picture]'),
  };

  release();
  await expect(shell).toHaveCount(0);
  // Opened by a link: the way home, where the shell drew its icon.
  await expect(page.getByRole('button', { name: en.shell.home })).toBeVisible();
  const frame = `article span[data-state]:has(> img[src="${src}"])`;
  await expect(page.locator(frame)).toBeVisible();
  expectSameBox(await box(page, '[data-top-bar]'), before.top, 'top bar');
  expectSameBox(await box(page, frame), before.picture, 'picture');
  expect((await box(page, 'article p')).y, 'text').toBeCloseTo(before.text.y, 0);
});
