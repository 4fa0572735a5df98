import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { commentsEndpoints } from '@/api/endpoints/comments';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { postEndpoints } from '@/api/endpoints/post';
import { userEndpoints } from '@/api/endpoints/user';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { Post } from '@/api/schemas/post';
import { endpointQuery } from '@/api/query-key';
import { postDetailKey } from '@/components/post-card/post-cache';
import { endpointFeed, type FeedData } from '@/lib/feed-paging';
import { setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { server } from '@mocks/node';
import { afterPayment } from './after-payment';

/**
 * Issue 16, pay success: "callback, success message, close". After paying for a post only the
 * post (and the money: balance, records, user info) is read again, not every query on screen.
 */
setUpAccountClient();

const gets: string[] = [];
const listener = ({ request: sent }: { request: Request }) => {
  if (sent.method === 'GET') gets.push(new URL(sent.url).pathname.replace(/^\/+/, ''));
};
beforeEach(() => {
  gets.length = 0;
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

const LOCKED = '50005';

/** Screens on show: observers keep their queries active, as mounted components would. */
function onScreen(client: QueryClient) {
  const detail = new QueryObserver(client, {
    queryKey: postDetailKey(LOCKED),
    queryFn: () => request(postEndpoints.detail, { path: { id: LOCKED } }),
  });
  const other = new QueryObserver(client, {
    queryKey: postDetailKey('50001'),
    queryFn: () => request(postEndpoints.detail, { path: { id: '50001' } }),
  });
  const comments = new QueryObserver(
    client,
    endpointQuery(commentsEndpoints.page, { query: { page: 1, size: 10, postId: LOCKED } }),
  );
  const feed = new InfiniteQueryObserver(
    client,
    endpointFeed(feedsEndpoints.postList, { query: { size: 20 } }),
  );
  const balance = new QueryObserver(
    client,
    endpointQuery(userEndpoints.vipInfo, { path: { userId: '10001' } }),
  );
  const unsubscribe = [detail, other, comments, feed, balance].map((o) => o.subscribe(() => {}));
  return { detail, feed, stop: () => unsubscribe.forEach((u) => u()) };
}

async function payForPost() {
  const { token } = await request(walletEndpoints.payToken, {});
  const order = await request(walletEndpoints.createOrder, {
    body: {
      token,
      sourceType: 3,
      channel: 'Balance',
      count: 1,
      payAmount: 12,
      payType: 0,
      productId: LOCKED,
      remark: '',
      type: 2,
    },
  });
  return request(walletEndpoints.balancePay, {
    body: { orderId: order.orderId, payPassword: '123456' },
  });
}

describe('after paying for a post', () => {
  it('reads the post once more and the money, nothing else on screen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = onScreen(client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.detail.getCurrentResult().data?.unlock).toBe(false);

    const paid = await payForPost();
    gets.length = 0;
    await afterPayment(client, { purpose: 'post', amount: 12, targetId: LOCKED }, paid);
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(gets.filter((p) => p.startsWith('post/app/p/post/private/info/'))).toEqual([
      `post/app/p/post/private/info/${LOCKED}`,
    ]);
    expect(gets).toContain('inst/app/user/private/info/10001');
    // Nothing but the post and the money: no feed, no comments, no other post.
    const others = gets.filter(
      (p) =>
        p !== `post/app/p/post/private/info/${LOCKED}` && p !== 'inst/app/user/private/info/10001',
    );
    expect(others).toEqual([]);
    expect(screen.detail.getCurrentResult().data?.unlock).toBe(true);
    // A copy of the post in a feed takes the unlocked post without the feed being read again.
    const feedCopy = (
      client.getQueryData(screen.feed.options.queryKey) as FeedData | undefined
    )?.pages
      .flatMap((page) => page.resultList)
      .find((post: Post) => post.postId === LOCKED);
    expect(feedCopy?.unlock).toBe(true);
    screen.stop();
  });

  it('a tip refreshes only the money', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = onScreen(client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    gets.length = 0;
    await afterPayment(client, { purpose: 'reward', amount: 1, targetId: '10002' }, null);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(gets).toEqual(['inst/app/user/private/info/10001']);
    screen.stop();
  });
});
