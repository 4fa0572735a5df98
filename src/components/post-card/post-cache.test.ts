import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Post } from '@/api/schemas/post';
import { FEED_KEY, type FeedData } from '@/lib/feed-paging';
import {
  dropPostFromFeeds,
  findCachedPost,
  patchCachedPosts,
  patchPost,
  postDetailKey,
  settleCachedPosts,
} from './post-cache';
import { userTagStyle } from './user-tags';

function post(postId: string, userId = 'u1'): Post {
  return {
    postId,
    userId,
    userInfo: { userId, username: userId, headImgUrl: null },
    postType: 3,
    content: '',
    files: [],
    fileCount: 0,
    isLike: false,
    isCollect: false,
    thumbupNum: 5,
    commentNum: 0,
    closeComment: false,
    follow: false,
    access: 'free',
    unlock: true,
    subscriptionPrice: null,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

function feed(...pages: Post[][]): FeedData {
  return {
    pages: pages.map((resultList, i) => ({ resultList, hasNextPage: true, nextPage: i + 2 })),
    pageParams: pages.map((_, i) => i + 1),
  };
}

describe('the post cache', () => {
  it('patches a post in every feed and in its detail, leaving the others alone', () => {
    const client = new QueryClient();
    client.setQueryData([FEED_KEY, 'a'], feed([post('1'), post('2')], [post('3')]));
    client.setQueryData([FEED_KEY, 'b'], feed([post('3')]));
    client.setQueryData(postDetailKey('3'), post('3'));
    const untouched = client.getQueryData<FeedData>([FEED_KEY, 'a'])!.pages[0];

    patchPost(client, '3', (p) => ({ ...p, isLike: true, thumbupNum: p.thumbupNum + 1 }));

    const a = client.getQueryData<FeedData>([FEED_KEY, 'a'])!;
    expect(a.pages[0]).toBe(untouched);
    expect(a.pages[1]!.resultList[0]).toMatchObject({ isLike: true, thumbupNum: 6 });
    expect(client.getQueryData<FeedData>([FEED_KEY, 'b'])!.pages[0]!.resultList[0]!.isLike).toBe(
      true,
    );
    expect(client.getQueryData<Post>(postDetailKey('3'))).toMatchObject({ thumbupNum: 6 });
  });

  it('follows an author on every post of theirs', () => {
    const client = new QueryClient();
    client.setQueryData([FEED_KEY, 'a'], feed([post('1', 'x'), post('2', 'y'), post('3', 'x')]));
    patchCachedPosts(
      client,
      (p) => p.userId === 'x',
      (p) => ({ ...p, follow: true }),
    );
    const rows = client.getQueryData<FeedData>([FEED_KEY, 'a'])!.pages[0]!.resultList;
    expect(rows.map((p) => p.follow)).toEqual([true, false, true]);
  });

  it('drops posts from the feeds under a key only', () => {
    const client = new QueryClient();
    client.setQueryData([FEED_KEY, 'recommended'], feed([post('1', 'x'), post('2', 'y')]));
    client.setQueryData([FEED_KEY, 'hot'], feed([post('1', 'x')]));
    dropPostFromFeeds(client, (p) => p.userId === 'x', [FEED_KEY, 'recommended']);
    expect(
      client.getQueryData<FeedData>([FEED_KEY, 'recommended'])!.pages[0]!.resultList,
    ).toHaveLength(1);
    expect(client.getQueryData<FeedData>([FEED_KEY, 'hot'])!.pages[0]!.resultList).toHaveLength(1);
  });

  it('finds a post the share sheet can show at once: its detail first, else a feed copy', () => {
    const client = new QueryClient();
    client.setQueryData([FEED_KEY, 'a'], feed([post('1')], [post('2', 'x')]));
    expect(findCachedPost(client, '2')).toMatchObject({ postId: '2', userId: 'x' });
    client.setQueryData(postDetailKey('2'), { ...post('2', 'x'), content: 'detail' });
    expect(findCachedPost(client, '2')?.content).toBe('detail');
    expect(findCachedPost(client, '9')).toBeUndefined();
  });
});

describe('user tags', () => {
  it('map the Chinese labels to a key, a colour and an icon; unknown ones stay neutral', () => {
    expect(userTagStyle('女神认证')).toMatchObject({ key: 'goddess', color: 'pink' });
    expect(userTagStyle('精品内容达人').key).toBe('boutique');
    expect(userTagStyle('新标签')).toMatchObject({ key: '', color: 'gray' });
  });

  it("keeps the server's state of a post through a next page that was on its way", async () => {
    const client = new QueryClient();
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const observer = new InfiniteQueryObserver(client, {
      queryKey: [FEED_KEY, 'find'],
      initialPageParam: 1,
      getNextPageParam: (last: FeedData['pages'][number]) => last.nextPage,
      queryFn: async ({ pageParam }) => {
        if (pageParam === 2) await opened;
        return feed([post(String(pageParam))]).pages[0]!;
      },
    });
    const stop = observer.subscribe(() => {});
    await observer.refetch();
    const nextPage = observer.fetchNextPage();

    // The like's answer arrives while page 2 is on its way, which began before it.
    settleCachedPosts(
      client,
      (p) => p.postId === '1',
      (p) => ({ ...p, isLike: true, thumbupNum: 6 }),
    );
    open();
    await nextPage;

    const pages = client.getQueryData<FeedData>([FEED_KEY, 'find'])!.pages;
    expect(pages).toHaveLength(2);
    expect(pages[0]!.resultList[0]).toMatchObject({ isLike: true, thumbupNum: 6 });
    stop();
  });
});
