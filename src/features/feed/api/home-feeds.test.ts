import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { server } from '@mocks/node';
import { attentionFeed, homeFeeds, pickedFeed, popularFeed, rankingFeed } from './home-feeds';

/**
 * Issue 16, sort orders. The spec's default is sort asc, and "picked uses sort asc and sortType
 * 2": picked only differs from new (sortType 2) if new sends the other order. So the ranked and
 * dated lists send desc (most first, newest first), picked asc, the plain lists the default asc.
 */
setUpAccountClient();

const seen: URL[] = [];
const listener = ({ request }: { request: Request }) => {
  if (request.method === 'GET') seen.push(new URL(request.url));
};
beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

async function firstPage(options: { queryKey: readonly unknown[] }): Promise<URLSearchParams> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seen.length = 0;
  await client.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0]);
  const sent = seen.at(-1);
  if (!sent) throw new Error('no request');
  return sent.searchParams;
}

describe('sort orders of the lists', () => {
  const TYPE_PAGE = 'post/app/p/post/private/type/page';
  it.each([
    { name: 'hot', feed: homeFeeds.hot, path: TYPE_PAGE, sort: 'desc', sortType: '1' },
    { name: 'new', feed: homeFeeds.new, path: TYPE_PAGE, sort: 'desc', sortType: '2' },
    { name: 'popularity', feed: popularFeed(null), path: TYPE_PAGE, sort: 'desc', sortType: '3' },
    { name: 'a tag', feed: popularFeed('203'), path: TYPE_PAGE, sort: 'desc', sortType: '3' },
    {
      name: 'ranking',
      feed: rankingFeed(1),
      path: 'post/app/p/post/private/ranking/page',
      sort: 'desc',
      sortType: '1',
    },
    { name: 'picked', feed: pickedFeed, path: TYPE_PAGE, sort: 'asc', sortType: '2' },
  ])('$name sends GET $path with sort $sort', async ({ feed, path, sort, sortType }) => {
    const query = await firstPage(feed);
    expect(seen.at(-1)?.pathname.endsWith(path)).toBe(true);
    expect(query.get('sort')).toBe(sort);
    expect(query.get('sortType')).toBe(sortType);
    expect(query.get('page')).toBe('1');
  });

  it.each([
    { name: 'recommended', feed: homeFeeds.recommended, path: 'member/app/recommend/private/list' },
    {
      name: 'attention',
      feed: attentionFeed('10001'),
      path: 'inst/app/follow/private/follow/list',
    },
  ])('$name sends GET $path with the default sort asc', async ({ feed, path }) => {
    const query = await firstPage(feed);
    expect(seen.at(-1)?.pathname.endsWith(path)).toBe(true);
    expect(query.get('sort')).toBe('asc');
  });
});

describe('the Following list', () => {
  it('names the member whose follows it lists (the spec lists userId)', async () => {
    const query = await firstPage(attentionFeed('10001'));
    expect(query.get('userId')).toBe('10001');
  });
});
