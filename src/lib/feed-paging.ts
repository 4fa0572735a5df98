import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Page } from '@/api/envelope';
import type { Post } from '@/api/schemas/post';

/** Feeds and comments load 10 at a time (section 9). */
export const FEED_PAGE_SIZE = 10;

/** Every post feed's query key starts with this, so an action can patch a post in all of them. */
export const FEED_KEY = 'feed' as const;

/** Post feeds start with FEED_KEY (see patchCachedPosts); other paged lists use their own. */
export type FeedKey = readonly unknown[];
export type FeedData<T = Post> = InfiniteData<Page<T>, number>;

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
