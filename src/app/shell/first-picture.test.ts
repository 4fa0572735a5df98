import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { entryLoaderScript, findPrefetchPlan, runFindPrefetch } from '../prefetch-inline';

/**
 * The prefetch's hand-over to the shell: the first post and its picture's URL (the same URL the
 * card composes), and the gate the app's entry waits on.
 */
const plan = { ...findPrefetchPlan('http://api.test/'), gateMs: 5_000 };
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
  delete window.__findPrefetch;
  delete window.__findFirst;
  delete window.__findFirstGate;
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

describe('the first picture of the find tab', () => {
  it('is handed to the shell and opens the gate once asked for', async () => {
    runFindPrefetch(plan);
    await window.__findFirstGate;
    expect(window.__findFirst?.images).toEqual(['http://img.test/img/post/1.jpg']);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toContain('http://img.test/img/post/1.jpg');
  });

  it('opens the gate when the calls fail', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new Error('offline')));
    runFindPrefetch(plan);
    await window.__findFirstGate;
    expect(window.__findFirst).toBeUndefined();
  });

  it('sets no gate for a visitor: the entry starts at once', () => {
    localStorage.removeItem('token');
    runFindPrefetch(plan);
    expect(window.__findFirstGate).toBeUndefined();
    expect(entryLoaderScript('/assets/index-x.js')).toContain('import("/assets/index-x.js")');
  });
});
