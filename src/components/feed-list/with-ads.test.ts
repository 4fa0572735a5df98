import { describe, expect, it } from 'vitest';
import type { Ad } from '@/api/schemas/feed';
import type { Post } from '@/api/schemas/post';
import { AD_EVERY, feedRowKey, withAds } from './with-ads';

const post = (postId: string) => ({ postId }) as Post;
const ad = (id: string): Ad => ({ id, location: 201, title: id, imgUrl: 'a.svg', linkUrl: null });

describe('withAds', () => {
  const posts = Array.from({ length: 12 }, (_, i) => post(String(i + 1)));

  it('puts an ad after every AD_EVERY posts, the ads taking turns', () => {
    const rows = withAds(posts, [ad('a'), ad('b')]);
    expect(rows.map(feedRowKey)).toEqual([
      ...['1', '2', '3', '4', '5'],
      'ad:0',
      ...['6', '7', '8', '9', '10'],
      'ad:1',
      ...['11', '12'],
    ]);
    expect(rows.filter((r) => r.kind === 'ad').map((r) => r.kind === 'ad' && r.ad.id)).toEqual([
      'a',
      'b',
    ]);
    expect(AD_EVERY).toBe(5);
  });

  it('leaves the posts alone without ads', () => {
    expect(withAds(posts, []).map(feedRowKey)).toEqual(posts.map((p) => p.postId));
  });

  it('appending a page never moves the rows already there', () => {
    const first = withAds(posts.slice(0, 10), [ad('a')]).map(feedRowKey);
    const both = withAds(posts, [ad('a')]).map(feedRowKey);
    expect(both.slice(0, first.length)).toEqual(first);
  });

  it("keeps a post's row the same object when the ads arrive or a page is appended", () => {
    const before = withAds(posts.slice(0, 10), []);
    const after = withAds(posts, [ad('a')]);
    expect(after[0]).toBe(before[0]);
    expect(after.find((r) => feedRowKey(r) === '10')).toBe(before[9]);
  });
});
