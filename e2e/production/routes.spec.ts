import { expect, type Page } from '@playwright/test';
import { test } from '../failure-screenshot';
import zh from '../../locales/zh_CN.json' with { type: 'json' };
import { NAMED_USERS } from '../../fixtures/users';
import {
  GAME_TAGS,
  GAMES,
  NAMED_COMMENTS,
  NAMED_POSTS,
  NAMED_SNAPSHOTS,
  POST_LOCATIONS,
  TAGS,
} from '../../fixtures/content';
import { NAMED_PENDING_ORDERS, NAMED_WALLET_EVENTS } from '../../fixtures/accounts/wallets';
import { navigate } from '../app-router';
import { settled } from '../settled';
import {
  hostViolations,
  resetHost,
  routePatterns,
  signInAsMember,
  watchBrowser,
} from './strict-host';

/**
 * Every route of the app's route table, in the members' build against the strict mock HTTP host,
 * signed in as the seeded member: each page comes up (not the 404, not the error page), and
 * nothing goes wrong on the way — no console error, no page error, no failed request, nothing
 * the host refused. The routes are read from the running app's router, so a new route is opened
 * here without anyone listing it; one that needs an id or a parameter gets it from the seed below.
 */

const member = NAMED_USERS.member.userId;
const creator = NAMED_USERS.creator.userId;
const withdrawal = NAMED_WALLET_EVENTS.find((e) => e.kind === 'withdrawal');

/** What a route needs to show a real page: its parameters, from the seed fixtures. */
const NEEDS: Record<string, string> = {
  '/:lang': '/zh_CN',
  '/common/RedirectPage': `/common/RedirectPage?path=${encodeURIComponent('/column/settings')}`,
  '/dynamicTab/:tab?': '/dynamicTab/message',
  // The spec's own address of the phone change's first step (step two alone goes back to it).
  '/column/settings/accountSafe/changePhoneNumber/:step?':
    '/column/settings/accountSafe/changePhoneNumber/stepOne',
  '/column/chat': `/column/chat?userId=${creator}`,
  '/column/comment': `/column/comment?postId=${NAMED_COMMENTS.byMember.postId}`,
  '/column/lookComment': `/column/lookComment?postId=${NAMED_POSTS.short.postId}`,
  '/post/postDetail': `/post/postDetail?postId=${NAMED_POSTS.short.postId}`,
  '/post/tags': `/post/tags?tagId=${TAGS[0]!.tagId}`,
  '/post/similarPosts': `/post/similarPosts?postId=${NAMED_POSTS.short.postId}`,
  '/post/find': `/post/find?postId=${NAMED_POSTS.short.postId}`,
  '/post/locals': `/post/locals?code=${POST_LOCATIONS[0]}`,
  '/post/likes': `/post/likes?postId=${NAMED_POSTS.short.postId}`,
  '/post/video/user': `/post/video/user?userId=${creator}`,
  '/column/userDetail': `/column/userDetail?userId=${creator}`,
  '/column/otherPage': `/column/otherPage?userId=${creator}`,
  '/column/follow': `/column/follow?tab=follows&userId=${member}`,
  '/column/search': '/column/search?keyword=aya',
  '/post/game': `/post/game?tagId=${GAME_TAGS[0]!.tagId}`,
  '/post/game/detail': `/post/game/detail?id=${GAMES[0]!.id}`,
  '/post/game/list': `/post/game/list?gameId=${GAMES[0]!.id}`,
  '/post/snapshot/readers': `/post/snapshot/readers?id=${NAMED_SNAPSHOTS.byMember.id}`,
  '/post/snapshot/:id': `/post/snapshot/${NAMED_SNAPSHOTS.byCreator.id}`,
  '/wallet/balance/recharge/success': `/wallet/balance/recharge/success?orderId=${NAMED_PENDING_ORDERS[0]!.orderId}`,
  '/wallet/balance/cash/detail/:id': `/wallet/balance/cash/detail/${withdrawal && 'id' in withdrawal ? withdrawal.id : ''}`,
  // A path no route has: the catch-all's 404.
  '/*': '/no/such/page',
};

/** Routes whose page is the 404 or the error page by design. */
const SHOWS_ERROR = new Set(['/error/404', '/error/500', '/*']);

/**
 * Opened last, in this order: the login pages (the member is signed in; they must still open),
 * and the language landing, which switches the language the checks read in.
 */
const LAST = [/^\/login/, /^\/:lang$/];

/** The seeded member's first balance record, as its list links to it (its id is the seed's). */
async function firstBalanceRecord(page: Page): Promise<string> {
  await navigate(page, '/wallet/balance/details');
  const link = page.getByTestId('detail-row').first();
  const href = (await link.getAttribute('href')) ?? '';
  return new URL(href, 'http://app.invalid').pathname;
}

function order(patterns: string[]): string[] {
  const rank = (p: string) => {
    const at = LAST.findIndex((re) => re.test(p));
    return at === -1 ? -1 : at;
  };
  return [...patterns].sort((a, b) => rank(a) - rank(b));
}

test.beforeEach(async ({ request }) => {
  await resetHost(request);
});

test('every route of the app opens against the strict HTTP host with nothing going wrong', async ({
  page,
  request,
}) => {
  const browser = watchBrowser(page);
  await signInAsMember(page);
  await page.goto('/column/columnTabbar/find');
  await settled(page);

  // An unknown address first: the router rules out every route before it shows the 404, so a
  // table whose areas are added on the way (src/app/other-areas.ts) is whole after it.
  await navigate(page, NEEDS['/*']!);
  await expect(page.getByRole('heading', { name: zh.errors.notFound.title })).toBeVisible();
  const patterns = await routePatterns(page);
  expect(patterns.length, 'the route table as the app holds it').toBeGreaterThan(80);
  // A budget per route, not one for the walk: a feed page full of pictures took 15 s on a machine
  // at load 45 (two cores, six people's tests); most take one. Each wait still ends on its state.
  test.setTimeout(60_000 + patterns.length * 6_000);
  const needs: Record<string, string> = {
    ...NEEDS,
    '/wallet/balance/details/:id': await firstBalanceRecord(page),
  };

  const problems: string[] = [];
  let seen = 0;
  for (const pattern of order(patterns)) {
    const path = needs[pattern] ?? pattern;
    if (/[:*]/.test(path)) {
      problems.push(`${pattern}: needs a parameter from the seed (add it to NEEDS)`);
      continue;
    }
    await test.step(path, async () => {
      await navigate(page, path);
      await settled(page);
      if (!SHOWS_ERROR.has(pattern)) {
        const notFound = page.getByRole('heading', { name: zh.errors.notFound.title });
        if (await notFound.count())
          problems.push(`${path}: shows the 404 (a parameter missing from NEEDS?)`);
        if (await page.getByText(zh.errors.general.title).count())
          problems.push(`${path}: shows the error page`);
      }
      for (const problem of browser.take()) problems.push(`${path}: ${problem}`);
      const refused = await hostViolations(request);
      for (const line of refused.slice(seen)) problems.push(`${path}: ${line}`);
      seen = refused.length;
    });
  }
  expect(problems).toEqual([]);
});
