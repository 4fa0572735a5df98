import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/envelope';
import { feedQuery, useFeedPaging } from './feed-paging';

function setup(fetchPage: (page: number) => Promise<Page<number>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const query = feedQuery<number>(['test'], (page) => fetchPage(page));
  return renderHook(() => useFeedPaging(query), { wrapper });
}

const pageOf = (page: number, last = 3): Page<number> => ({
  resultList: [page * 10, page * 10 + 1],
  hasNextPage: page < last,
  nextPage: page < last ? page + 1 : page,
});

describe('useFeedPaging', () => {
  it('advances by nextPage until hasNextPage is false, one load at a time', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve(pageOf(page)));
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('keeps what it has when a load fails, and the next try may succeed', async () => {
    let fail = true;
    const fetchPage = vi.fn((page: number) =>
      page === 2 && fail ? Promise.reject(new Error('network')) : Promise.resolve(pageOf(page)),
    );
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadMoreFailed).toBe(true));
    expect(result.current.items).toEqual([10, 11]);
    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.loadMoreFailed).toBe(false);
  });

  it('reset goes back to page 1', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve(pageOf(page)));
    const { result } = setup(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    await act(() => result.current.reset());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetchPage.mock.calls.at(-1)?.[0]).toBe(1);
  });
});
