import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { test } from '../failure-screenshot';
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import { NAMED_TOKENS, NAMED_USERS } from '../../fixtures/users';
import { contract } from '../../src/api/endpoints';
import { API_PROXY, MOCK_HOST, PRODUCTION_ORIGIN } from '../ports';

/**
 * The production switch: the members' build talks to the API host named at build time (here Prism's
 * validation proxy in front of the mock HTTP host, same handlers as everywhere) and ships no mock
 * code. The tests' controls and the pictures go to the mock host itself.
 */
const API_HOST = API_PROXY;
const DIST = join(process.cwd(), `dist-e2e-production${process.env.E2E_PORT_OFFSET ?? ''}`);

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK_HOST}/__mock/scenario`, { data: { scenario: '', latency: 0 } });
});

test('the production build holds no mock code', () => {
  for (const worker of ['mockServiceWorker.js', 'mock-service-worker.js'])
    expect(existsSync(join(DIST, worker)), worker).toBe(false);
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) {
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const marker of [
      'mockServiceWorker',
      'mock-service-worker',
      'setupWorker',
      'msw/browser',
      '@faker-js',
      'faker.seed',
      'mock-media',
    ]) {
      expect(code.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  }
});

test('the production build ships the contract without its schemas or notes', () => {
  const code = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((file) => readFileSync(join(DIST, 'assets', file), 'utf8'))
    .join('\n');
  const endpoints = Object.values(contract).flatMap((area) => Object.values(area));
  expect(endpoints.length).toBeGreaterThan(100);
  // The calls are still there, by id and path (the find tab's posts, for one)...
  expect(code).toContain(contract.feeds.typePage.id);
  expect(code).toContain(contract.feeds.typePage.path);
  // ...but not the words written for people, which the same transform drops with the schemas.
  for (const endpoint of endpoints) {
    expect(code.includes(endpoint.summary), `${endpoint.id} summary`).toBe(false);
  }
});

test('signed in, it calls the API host over HTTP with the token on private calls only', async ({
  page,
}) => {
  await page.addInitScript(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId },
  );
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  const userInfo = page.waitForResponse((r) =>
    r.url().includes('/inst/app/user/private/info/10001'),
  );
  const general = page.waitForResponse((r) =>
    r.url().includes('/party/common/generals/public/getGeneral'),
  );
  await page.goto('/en_US');
  expect((await userInfo).status()).toBe(200);
  expect((await general).status()).toBe(200);

  const withToken = seen.filter((r) => r.headers()['authorization']);
  expect(withToken.length).toBeGreaterThan(0);
  for (const r of withToken) {
    expect(r.url().startsWith(`${API_HOST}/`), r.url()).toBe(true);
    expect(r.url(), 'the token is sent on private calls only').toContain('/private/');
    expect(r.headers()['authorization']).toBe(NAMED_TOKENS.member);
  }
  const generalRequest = seen.find((r) => r.url().includes('getGeneral'));
  expect(generalRequest?.headers()['authorization']).toBeUndefined();
  // No request left for a host other than the app's own origin, the API and the media host.
  for (const r of seen) {
    const origin = new URL(r.url()).origin;
    expect([API_HOST, MOCK_HOST, PRODUCTION_ORIGIN]).toContain(origin);
  }
});

test('a code forced on the API host reaches the production build: auth failure ends the session', async ({
  page,
  request,
}) => {
  await request.post(`${MOCK_HOST}/__mock/scenario`, {
    data: { scenario: 'user.vipInfo=code:10201', latency: 0 },
  });
  await page.addInitScript(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId },
  );
  await page.goto('/timeZone/list');
  await expect(page).toHaveURL(/\/login\/autologin\?ref=/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

/**
 * The screens of this round in the members' build, over real HTTP: each renders its data (a real
 * screen, not the 404 or the error page) under the Content-Security-Policy without a violation.
 * They live in this serial file because the test above forces a scenario on the shared mock host.
 */
async function signIn(page: Page): Promise<void> {
  await page.addInitScript(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      sessionStorage.setItem('ins_hide_warn_pop', '1');
      sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
    },
    { token: NAMED_TOKENS.member, userId: NAMED_USERS.member.userId },
  );
}

const screens: Array<{ path: string; shows: RegExp | string }> = [
  { path: '/column/columnTabbar/my', shows: NAMED_USERS.member.username },
  { path: '/column/userDetail?userId=10002', shows: '綾 Aya' },
  { path: '/column/columnTabbar/dynamic', shows: zh.activity.title },
  { path: '/column/settings', shows: zh.settings.title },
  { path: '/post/postDetail?postId=50013', shows: '请问是哪个海边？' },
  { path: '/column/search?keyword=aya&tab=users', shows: '綾 Aya' },
  { path: '/post/game', shows: zh.games.all },
];

for (const { path, shows } of screens) {
  test(`${path} renders its data`, async ({ page }) => {
    await signIn(page);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(path);
    await expect(page.getByText(shows).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: zh.errors.notFound.title })).toHaveCount(0);
    await expect(page.getByText(zh.errors.general.title)).toHaveCount(0);
    expect(violations).toEqual([]);
  });
}

test('a post opened by its link asks for the post and the domain list once: the app adopts the inline calls', async ({
  page,
}) => {
  await signIn(page);
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(`${API_HOST}/`)) seen.push(r.url());
  });
  await page.goto('/post/postDetail?postId=50013');
  await expect(page.getByText('请问是哪个海边？').first()).toBeVisible();
  // The inline script's answers are the app's: neither call is made twice.
  expect(seen.filter((url) => url.includes('/post/private/info/50013'))).toHaveLength(1);
  expect(seen.filter((url) => url.includes('/domain/private/domain'))).toHaveLength(1);
});
