import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { configureClient, request } from '@/api/client';
import { apiBase } from '@/api/config';
import { configEndpoints } from '@/api/endpoints/config';
import { postEndpoints } from '@/api/endpoints/post';
import { prefetchFindTab } from '@/features/feed/prefetch';
import { prefetchPostDetail } from '@/features/post/prefetch';
import { tokenAtom } from '@/lib/session';
import { prefetchPlan, runPagePrefetch } from './prefetch-inline';

const plan = prefetchPlan(apiBase);
let fetchSpy: MockInstance<typeof fetch>;

const sent = () =>
  fetchSpy.mock.calls.map(([input, init]) => ({
    url: String(input instanceof Request ? input.url : input),
    token: new Headers(init?.headers).get('Authorization'),
  }));

beforeEach(() => {
  localStorage.setItem('token', NAMED_TOKENS.member);
  configureClient({ getToken: () => localStorage.getItem('token') });
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(async () => {
  // The script goes on after a test (the first picture's step): let it end before the next.
  await Promise.allSettled((window.__prefetched ?? []).map((call) => call.response));
  await new Promise((resolve) => setTimeout(resolve, 0));
  fetchSpy.mockRestore();
  delete window.__prefetched;
  delete window.__shellFirst;
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  localStorage.clear();
});

describe('the find tab prefetch of index.html', () => {
  it('starts exactly the calls the find tab loader starts, the token on private ones only', async () => {
    const store = createStore();
    store.set(tokenAtom, NAMED_TOKENS.member);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchFindTab({ queryClient, store }, {
      request: new Request('http://localhost/column/columnTabbar/find'),
      params: {},
    } as LoaderFunctionArgs);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length));
    const expected = plan.calls.map((c) => ({
      url: plan.apiBase + c.path,
      token: c.private ? NAMED_TOKENS.member : null,
    }));
    expect(sent().sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      expected.sort((a, b) => a.url.localeCompare(b.url)),
    );
    queryClient.clear();
  });

  it('hands its answers to request() once, and only for the same token', async () => {
    runPagePrefetch(plan);
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length);
    const domains = await request(configEndpoints.domains, {});
    expect(domains.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length);
    // Taken once: the next read goes to the network.
    await request(configEndpoints.domains, {});
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length + 1);
  });

  it('is not adopted by another member', async () => {
    runPagePrefetch(plan);
    configureClient({ getToken: () => NAMED_TOKENS.creator });
    await request(configEndpoints.domains, {});
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length + 1);
    expect(sent().at(-1)?.token).toBe(NAMED_TOKENS.creator);
  });

  it('does nothing for a visitor or on another page', () => {
    localStorage.removeItem('token');
    runPagePrefetch(plan);
    localStorage.setItem('token', NAMED_TOKENS.member);
    runPagePrefetch({ ...plan, pagePaths: ['/column/search'] });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__prefetched).toBeUndefined();
  });
});

describe('the post detail prefetch of index.html', () => {
  const at = (path: string) => window.history.replaceState(null, '', path);
  afterEach(() => at('/'));

  it("starts exactly the calls the post detail loader starts, by the address's postId", async () => {
    const store = createStore();
    store.set(tokenAtom, NAMED_TOKENS.member);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchPostDetail({ queryClient, store }, {
      request: new Request('http://localhost/post/postDetail?postId=50007'),
      params: {},
    } as LoaderFunctionArgs);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const loader = sent().sort((a, b) => a.url.localeCompare(b.url));
    queryClient.clear();
    fetchSpy.mockClear();

    at('/post/postDetail?postId=50007');
    runPagePrefetch(plan);
    expect(sent().sort((a, b) => a.url.localeCompare(b.url))).toEqual(loader);
    // Adopted by the app's own request, once.
    const post = await request(postEndpoints.detail, { path: { id: '50007' } });
    expect(post.postId).toBe('50007');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("preloads the route's own code, not the find tab's", () => {
    at('/post/postDetail?postId=50007');
    runPagePrefetch({
      ...plan,
      modules: ['/assets/FindPage.js'],
      postDetail: { ...plan.postDetail, modules: ['/assets/PostDetailPage.js'] },
    });
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual(['/assets/PostDetailPage.js']);
  });

  it('does nothing without a postId', () => {
    at('/post/postDetail');
    runPagePrefetch(plan);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
