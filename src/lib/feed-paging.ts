import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { request } from '@/api/client';
import type { Endpoint, EndpointInput } from '@/api/contract';
import type { Page } from '@/api/envelope';
import { endpointKey } from '@/api/query-key';
import type { Post } from '@/api/schemas/post';

/** Feeds and comments load 10 at a time (section 9). */
export const FEED_PAGE_SIZE = 10;

/**
 * Marks a post feed's query key (its last element, after `[endpoint.id, input, {member}]`), so an
 * action can patch a post in every feed at once (`isFeedKey`). Older keys that start with it are
 * still recognised.
 */
export const FEED_KEY = 'feed' as const;

export function isFeedKey(key: readonly unknown[]): boolean {
  return key[0] === FEED_KEY || key.at(-1) === FEED_KEY;
}

/** Post feeds end with FEED_KEY (see patchCachedPosts); other paged lists use their own. */
export type FeedKey = readonly unknown[];
export type FeedData<T = Post> = InfiniteData<Page<T>, number>;

/** A paged call's input without its page (the feed adds it): what names the list. */
export type FeedInput<E extends Endpoint> = Omit<EndpointInput<E>, 'query'> & {
  query?: Partial<NonNullable<(EndpointInput<E> & { query?: unknown })['query']>>;
};

/**
 * The key of a post feed: the call and its parameters (the page aside) from the contract, so two
 * screens that read the same call with the same parameters share one cache entry, and two that
 * send a different `sort` never do.
 */
export function feedKey<E extends Endpoint>(endpoint: E, input: FeedInput<E>): FeedKey {
  return [...endpointKey(endpoint, input as EndpointInput<E>), FEED_KEY];
}

/**
 * A post feed read page by page from one paged call of the contract (`page` is added to its
 * query). Rows are posts unless the caller says otherwise.
 */
export function endpointFeed<E extends Endpoint, T = Post>(endpoint: E, input: FeedInput<E>) {
  const { query } = input as { query?: Record<string, unknown> };
  return feedQuery<T>(feedKey(endpoint, input), async (page, signal) => {
    const paged = { ...input, query: { ...query, page } } as unknown as EndpointInput<E>;
    return (await request(endpoint, paged, { signal })) as unknown as Page<T>;
  });
}

/**
 * A paged feed: page 1 first, then `nextPage` while `hasNextPage` (the API's own paging fields).
 * Feeds stay fresh for a few minutes so switching tabs or coming back from a post does not
 * refetch every page the member scrolled through.
 */
export function feedQuery<T = Post>(
  key: FeedKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasNextPage ? last.nextPage : undefined),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
}

/** What a feed screen needs: its state, its rows, and the two things a member can do. */
export interface FeedPaging<T> {
  status: 'pending' | 'error' | 'success';
  items: T[];
  hasNextPage: boolean;
  /** A next page is being fetched. */
  loadingMore: boolean;
  /** The last "load more" failed: what was shown stays, the next scroll may retry. */
  loadMoreFailed: boolean;
  /** Loads the next page; ignored while a load is in flight or when there is none. */
  loadMore: () => void;
  /** Pull down / reset: back to page 1. */
  reset: () => Promise<void>;
}

export function useFeedPaging<T>(options: ReturnType<typeof feedQuery<T>>): FeedPaging<T> {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(options);
  const { fetchNextPage, hasNextPage, isFetching, isFetchingNextPage } = query;

  const loadMore = useCallback(() => {
    // One load at a time (section 4): a scroll that arrives mid-load is simply dropped.
    if (!hasNextPage || isFetching || isFetchingNextPage) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetching, isFetchingNextPage]);

  const { queryKey } = options;
  // Dropping the pages first makes the refetch start at page 1 instead of refetching them all.
  const reset = useCallback(
    () => queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );

  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.resultList) ?? [], [pages]);
  return {
    status: query.status,
    items,
    hasNextPage: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
    reset,
  };
}

/**
 * Makes a change to cached lists now and, if reads matching `filters` are on their way, again once
 * they have answered. A list's next-page read answers with the pages as they were when it began,
 * over any change made to them meanwhile: a change that must stay (the server's answer to a like,
 * a sent comment's id) is made again then, so it has to give the same result when made twice.
 */
export function applyThroughReads(
  client: QueryClient,
  filters: QueryFilters,
  apply: () => void,
): void {
  apply();
  const reading = () => client.isFetching(filters) > 0;
  if (!reading()) return;
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (reading()) return;
    unsubscribe();
    apply();
  });
}
