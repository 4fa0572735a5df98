import type { LoaderFunctionArgs } from 'react-router-dom';
import { AD_LOCATIONS } from '@/api/schemas/feed';
import { adsQuery } from '@/components/feed-ad/ad-query';
import { domainsQuery } from '@/lib/media/use-domains';
import { sessionOf, startSoon, type RouteDeps } from '@/lib/route-deps';
import { BANNER_LOCATIONS, bannersQuery, tagsQuery } from './api/catalog';
import { popularFeed } from './api/home-feeds';

/**
 * The find tab's loader: its first requests start with its code instead of after it has arrived
 * and rendered (the posts, topics, banners, inline ads, and the media domain list its images
 * need). Nothing is awaited: the page renders its own loading and failure states from the same
 * queries. Only what is not cached yet is fetched, so coming back to the tab refetches nothing
 * (and never trims the pages a member scrolled through).
 */
export function prefetchFindTab(deps: RouteDeps, { request }: LoaderFunctionArgs): null {
  if (!sessionOf(deps)) return null;
  const { queryClient } = deps;
  const tagId = new URL(request.url).searchParams.get('tagId');
  const settle = (fetching: Promise<unknown>) => void fetching.catch(() => {});
  startSoon(() => {
    settle(queryClient.ensureInfiniteQueryData(popularFeed(tagId)));
    settle(queryClient.ensureQueryData(tagsQuery));
    settle(queryClient.ensureQueryData(bannersQuery(BANNER_LOCATIONS.home)));
    settle(queryClient.ensureQueryData(adsQuery(AD_LOCATIONS.feedInline)));
    settle(queryClient.ensureQueryData(domainsQuery));
  });
  return null;
}
