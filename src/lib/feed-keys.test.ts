import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { endpointKey } from '@/api/query-key';
import { patchPost } from '@/components/post-card/post-cache';
import type { Post } from '@/api/schemas/post';
import { feedKey, isFeedKey, type FeedData } from './feed-paging';
import { STORAGE_KEYS } from './session';

/** Query keys come from the contract: `[endpoint.id, input, {member}]` (src/api/query-key.ts). */
describe('query keys from the contract', () => {
  it('gives two readers of the same call with the same parameters one entry', () => {
    const a = feedKey(feedsEndpoints.ranking, { query: { limit: 10, sort: 'desc', sortType: 1 } });
    const b = feedKey(feedsEndpoints.ranking, { query: { limit: 10, sort: 'desc', sortType: 1 } });
    expect(a).toEqual(b);
  });

  it('never shares an entry between two readers that send different parameters', () => {
    // The rank tab and /post/rank used to share ['feed','ranking',1] with different sorts.
    const tab = feedKey(feedsEndpoints.ranking, {
      query: { limit: 10, sort: 'desc', sortType: 1 },
    });
    const page = feedKey(feedsEndpoints.ranking, { query: { limit: 10, sortType: 1 } });
    expect(tab).not.toEqual(page);
    const picked = feedKey(feedsEndpoints.pinkedList, { query: { limit: 10, sort: 'desc' } });
    const videos = feedKey(feedsEndpoints.pinkedList, { query: { limit: 10 } });
    expect(picked).not.toEqual(videos);
  });

  it('holds the member in every private key', () => {
    localStorage.setItem(STORAGE_KEYS.userId, '10001');
    const lin = endpointKey(feedsEndpoints.ranking, { query: { sortType: 1 } } as never);
    localStorage.setItem(STORAGE_KEYS.userId, '10003');
    const wang = endpointKey(feedsEndpoints.ranking, { query: { sortType: 1 } } as never);
    localStorage.removeItem(STORAGE_KEYS.userId);
    expect(lin).toContainEqual({ member: '10001' });
    expect(lin).not.toEqual(wang);
  });

  it('marks post feeds so a like patches every one of them', () => {
    const client = new QueryClient();
    const key = feedKey(feedsEndpoints.typePage, { query: { limit: 10, sortType: 3 } });
    expect(isFeedKey(key)).toBe(true);
    const post = { postId: '7', thumbupNum: 1, isLike: false } as unknown as Post;
    client.setQueryData<FeedData>(key, {
      pages: [{ resultList: [post], hasNextPage: false, nextPage: 1 }],
      pageParams: [1],
    });
    patchPost(client, '7', (p) => ({ ...p, isLike: true, thumbupNum: 2 }));
    expect(client.getQueryData<FeedData>(key)?.pages[0]?.resultList[0]).toMatchObject({
      isLike: true,
      thumbupNum: 2,
    });
  });
});
