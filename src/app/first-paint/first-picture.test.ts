import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { prefetchPlan, runPagePrefetch } from '../prefetch-inline';

/**
 * The prefetch's hand-over to the shell: the first post and its picture's URL (the same URL the
 * card composes).
 */
const plan = prefetchPlan('http://api.test/');
const post = {
  postId: '1',
  userId: '10002',
  content: 'hi',
  unlock: true,
  files: [{ type: 1, url: '/img/post/1.jpg', width: 600, height: 800 }],
};
let fetchSpy: MockInstance<typeof fetch>;

function answer(url: string): Response {
  const data = url.includes('domain')
    ? [{ type: 3, domain: 'http://img.test' }]
    : { resultList: [post] };
  return new Response(JSON.stringify({ code: 200, data }));
}

beforeEach(() => {
  localStorage.setItem('token', 'token-member-10001');
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) => Promise.resolve(answer(String(input))));
});

afterEach(() => {
  fetchSpy.mockRestore();
  localStorage.clear();
  delete window.__prefetched;
  delete window.__shellFirst;
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

describe('the first picture of the find tab', () => {
  it('is preloaded and handed to the shell', async () => {
    runPagePrefetch(plan);
    await vi.waitFor(() => expect(window.__shellFirst).toBeDefined());
    expect(window.__shellFirst?.images).toEqual(['http://img.test/img/post/1.jpg']);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toContain('http://img.test/img/post/1.jpg');
  });

  it('is left to the app when the calls fail', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new Error('offline')));
    runPagePrefetch(plan);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.__shellFirst).toBeUndefined();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('is not asked for for a visitor', () => {
    localStorage.removeItem('token');
    runPagePrefetch(plan);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the picture of a post opened by its link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("is preloaded from the post detail's own call, and handed to the shell", async () => {
    fetchSpy.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('domain')
          ? answer(String(input))
          : new Response(JSON.stringify({ code: 200, data: post })),
      ),
    );
    window.history.replaceState(null, '', '/post/postDetail?postId=1');
    runPagePrefetch(plan);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(
        'http://img.test/img/post/1.jpg',
      ),
    );
    await vi.waitFor(() => expect(window.__shellFirst?.post).toMatchObject({ postId: '1' }));
    expect(window.__shellFirst?.images).toEqual(['http://img.test/img/post/1.jpg']);
  });
});
