import { Button, Loader } from '@mantine/core';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appMemory } from '@/lib/app-memory';
import type { FeedPaging } from '@/lib/feed-paging';
import { PostCardSkeleton } from '@/components/post-card/PostCardSkeleton';
import { QueryEmpty, QueryFailure, QueryLoading } from '@/components/query-state/QueryState';
import { usePullToReset } from './use-pull-to-reset';
import { useScrollMargin } from './use-scroll-margin';
import { windowRowsOptions } from './window-rows';
import classes from './FeedList.module.css';

/** Rows rendered beyond the screen on each side. */
const OVERSCAN = 3;
/** Load the next page when the last rendered row is this close to the end (~1.5 screens). */
const LOAD_AHEAD = 5;

/**
 * Row heights measured so far, by feed. Leaving a feed (opening a post) unmounts it; coming back
 * rebuilds the same layout from these, so the restored scroll position lands on the same post.
 */
const measurements = appMemory(new Map<string, VirtualItem[]>());

export interface FeedListProps<T> {
  paging: FeedPaging<T>;
  /** Names the feed for the measurement memory (its query key, joined). */
  feedKey: string;
  /** The accessible name of the list. */
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess at a row's height in px; rows are measured as they render. */
  estimateSize?: number;
  /** What the Empty state says (defaults to the generic text). */
  emptyText?: string;
  /** Rows are posts (<article>): the list is an ARIA feed; otherwise a plain list. */
  articles?: boolean;
}

/**
 * A paged feed with its four states. Success is a window-scrolled virtual list: only the rows on
 * screen (and a few around) are in the DOM, however far the member scrolls. A sentinel effect
 * loads the next page ahead of the end; a failed load keeps what is shown.
 */
export function FeedList<T>(props: FeedListProps<T>) {
  const { paging, label, emptyText } = props;
  const { t } = useTranslation();
  const pull = usePullToReset(paging.reset);
  // The first rows to arrive (the comments under a post) render as a transition, in slices
  // between which the browser paints and answers taps: an answer's update is not a transition
  // itself, and rendering a screen of rows at once was one long task. Meanwhile the loading
  // state stays. Only the step from no rows to rows is deferred: a change to a row shown (a
  // like) shows at once.
  const rowsReady = useDeferredValue(paging.items.length > 0);
  const arriving = paging.items.length > 0 && !rowsReady;

  // The same cell parts as every data screen (src/components/query-state), with a feed's words.
  if (paging.status === 'pending' || arriving) {
    return (
      <QueryLoading
        label={t('post.list.loading')}
        className={classes.states}
        data-feed-state="loading"
      >
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </QueryLoading>
    );
  }
  if (paging.status === 'error' && paging.items.length === 0) {
    return (
      <QueryFailure
        message={t('post.list.failed')}
        retryLabel={t('post.list.retry')}
        onRetry={() => void paging.reset()}
        data-feed-state="failure"
      />
    );
  }
  if (paging.items.length === 0) {
    return (
      <QueryEmpty data-feed-state="empty" {...pull.handlers}>
        {emptyText ?? t('post.list.empty')}
      </QueryEmpty>
    );
  }
  return (
    <section
      aria-label={label}
      data-feed-state="success"
      data-query-state="success"
      {...pull.handlers}
    >
      {pull.indicator}
      <VirtualRows {...props} />
    </section>
  );
}

function VirtualRows<T>({
  paging,
  feedKey,
  getKey,
  renderItem,
  estimateSize = 420,
  articles = true,
}: FeedListProps<T>) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const { items, hasNextPage, loadingMore, loadMoreFailed, loadMore } = paging;

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
    initialMeasurementsCache: measurements.get(feedKey),
    ...windowRowsOptions,
    // The window's size from the start: without it the first render has no rows (a 0-px
    // viewport), and the cards render only after the virtualizer measures the window, in a
    // synchronous re-render from its layout effect (~300 ms of a phone's main thread at once on
    // the find tab's first screen). With it they render in the first render, which the app's
    // start runs as a transition, in slices.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  useEffect(
    () => () => {
      measurements.set(feedKey, virtualizer.measurementsCache);
    },
    [feedKey, virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  const onNearEnd = useEffectEvent(() => {
    if (hasNextPage && !loadingMore) loadMore();
  });
  // Runs when the member scrolls to new rows (not when a load fails): a failure is retried by
  // the next scroll, never in a loop.
  useEffect(() => {
    if (lastIndex >= items.length - LOAD_AHEAD) onNearEnd();
  }, [lastIndex, items.length]);

  return (
    <>
      <div
        ref={listRef}
        className={classes.rows}
        style={{ height: virtualizer.getTotalSize() }}
        role={articles ? 'feed' : 'list'}
        aria-busy={articles ? loadingMore : undefined}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role={articles ? undefined : 'listitem'}
            className={classes.row}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <RowContent item={items[row.index]!} index={row.index} render={renderItem} />
          </div>
        ))}
      </div>
      <div className={classes.footer} data-feed-footer="">
        {loadingMore ? (
          <Loader size="sm" role="status" aria-label={t('post.list.loadingMore')} />
        ) : null}
        {!loadingMore && loadMoreFailed ? (
          <Button variant="subtle" onClick={loadMore}>
            {t('post.list.retryMore')}
          </Button>
        ) : null}
        {!hasNextPage ? (
          <p className={classes.end} data-feed-end="">
            {t('post.list.end')}
          </p>
        ) : null}
      </div>
    </>
  );
}

interface RowContentProps<T> {
  item: T;
  index: number;
  render: (item: T, index: number) => ReactNode;
}

/**
 * A row's content, rendered again only when its item (or the caller's render function) changes:
 * the list itself re-renders on every scroll step and measurement (the rows' positions), and its
 * first measurement right after mounting is a synchronous re-render; without this, each of those
 * rendered every visible card again (a third of the find tab's longest task after its first paint).
 *
 * memo() loses the type parameter; the cast gives it back (the props are compared the same way).
 */
const RowContent = memo(function RowContent<T>({ item, index, render }: RowContentProps<T>) {
  return render(item, index);
}) as <T>(props: RowContentProps<T>) => ReactNode;
