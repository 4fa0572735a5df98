import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { configureClient } from '@/api/client';
import { tokenAtom } from '@/lib/session';
import { prefetchPostDetail } from './prefetch';

let fetchSpy: MockInstance<typeof fetch>;
const paths = () =>
  fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname.replace(/^\/+/, ''));
const load = (url: string, token: string | null) => {
  const store = createStore();
  // The session lives in storage: a visitor has none.
  store.set(tokenAtom, token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchPostDetail({ queryClient, store }, {
    request: new Request(url),
    params: {},
  } as LoaderFunctionArgs);
  return queryClient;
};

beforeEach(() => {
  configureClient({ getToken: () => NAMED_TOKENS.member });
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response('{}')));
});

afterEach(() => {
  fetchSpy.mockRestore();
  localStorage.clear();
});

describe('the post detail loader', () => {
  it("starts the post and the domain list with the page's code", async () => {
    const client = load('http://localhost/post/postDetail?postId=50007', NAMED_TOKENS.member);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(paths().sort()).toEqual([
      'party/common/domain/private/domain',
      'post/app/p/post/private/info/50007',
    ]);
    client.clear();
  });

  it('starts nothing for a visitor or without a post id', async () => {
    load('http://localhost/post/postDetail?postId=50007', null);
    load('http://localhost/post/postDetail', NAMED_TOKENS.member);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths()).toEqual([]);
  });
});
