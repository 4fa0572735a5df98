import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { configureClient, request } from '@/api/client';
import { apiBase } from '@/api/config';
import { configEndpoints } from '@/api/endpoints/config';
import { prefetchFindTab } from '@/features/feed/prefetch';
import { tokenAtom } from '@/lib/session';
import { findPrefetchPlan, runFindPrefetch } from './prefetch-inline';

const plan = findPrefetchPlan(apiBase);
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
  await Promise.allSettled((window.__findPrefetch ?? []).map((call) => call.response));
  await new Promise((resolve) => setTimeout(resolve, 0));
  fetchSpy.mockRestore();
  delete window.__findPrefetch;
  delete window.__findFirst;
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
    runFindPrefetch(plan);
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length);
    const domains = await request(configEndpoints.domains, {});
    expect(domains.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length);
    // Taken once: the next read goes to the network.
    await request(configEndpoints.domains, {});
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length + 1);
  });

  it('is not adopted by another member', async () => {
    runFindPrefetch(plan);
    configureClient({ getToken: () => NAMED_TOKENS.creator });
    await request(configEndpoints.domains, {});
    expect(fetchSpy).toHaveBeenCalledTimes(plan.calls.length + 1);
    expect(sent().at(-1)?.token).toBe(NAMED_TOKENS.creator);
  });

  it('does nothing for a visitor or on another page', () => {
    localStorage.removeItem('token');
    runFindPrefetch(plan);
    localStorage.setItem('token', NAMED_TOKENS.member);
    runFindPrefetch({ ...plan, pagePaths: ['/column/search'] });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__findPrefetch).toBeUndefined();
  });
});
