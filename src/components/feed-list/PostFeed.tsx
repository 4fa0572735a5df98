import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { AD_LOCATIONS } from '@/api/schemas/feed';
import type { Post } from '@/api/schemas/post';
import { FeedAd, adsQuery } from '@/components/feed-ad';
import { PostCard } from '@/components/post-card';
import { useFeedPaging, type FeedPaging, type feedQuery } from '@/lib/feed-paging';
import { FeedList } from './FeedList';
import { feedRowKey, withAds, type FeedRow } from './with-ads';

export interface PostFeedProps {
  query: ReturnType<typeof feedQuery<Post>>;
  label: string;
  emptyText?: string;
  /** Extra header controls per post (the recommended feed's exclusion menu). */
  menu?: (post: Post) => ReactNode;
  /**
   * Weave the inline ads (location 201) into the posts. The browsing feeds of the tabs show
   * them; ordered lists (ranking) and the lists opened from a post do not.
   */
  ads?: boolean;
}

/**
 * The feed's rows: its posts and, when asked, the ads. While the ads are still on their way the
 * feed counts as loading (both calls start together), so no ad is slipped in above a post the
 * member is looking at; failed or absent ads leave the posts alone.
 */
function useFeedRows(paging: FeedPaging<Post>, ads: boolean): FeedPaging<FeedRow> {
  const adQuery = useQuery({ ...adsQuery(AD_LOCATIONS.feedInline), enabled: ads });
  const adList = ads ? adQuery.data : undefined;
  const waitingForAds = ads && adQuery.isPending;
  const { items, status, hasNextPage, loadingMore, loadMoreFailed, loadMore, reset } = paging;
  const rows = useMemo(() => withAds(items, adList ?? []), [items, adList]);
  // One object per real change (PostFeed defers it: a new object every render would re-render
  // the list in the background after every render).
  return useMemo(
    () => ({
      items: rows,
      status: waitingForAds ? 'pending' : status,
      hasNextPage,
      loadingMore,
      loadMoreFailed,
      loadMore,
      reset,
    }),
    [rows, waitingForAds, status, hasNextPage, loadingMore, loadMoreFailed, loadMore, reset],
  );
}

/** A feed of post cards with paging, its four states and (optionally) inline ads. */
export function PostFeed({ query, label, emptyText, menu, ads = false }: PostFeedProps) {
  // A page of cards arriving is a synchronous store update and the heaviest render of a screen:
  // it is rendered as a deferred, interruptible pass, so a tap or a scroll is never held up by it
  // (the previous rows stay on screen meanwhile; a first mount renders at once).
  const paging = useDeferredValue(useFeedRows(useFeedPaging(query), ads));
  // The same function from render to render: a row's card renders again only when its post does.
  const renderRow = useCallback(
    (row: FeedRow, index: number) => {
      // Row 0 is always a post (ads follow posts): its media load at once.
      if (row.kind === 'ad') return <FeedAd ad={row.ad} />;
      return <PostCard post={row.post} priority={index === 0} menu={menu?.(row.post)} />;
    },
    [menu],
  );
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={label}
      emptyText={emptyText}
      getKey={feedRowKey}
      renderItem={renderRow}
    />
  );
}
