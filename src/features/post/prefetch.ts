import type { LoaderFunctionArgs } from 'react-router-dom';
import { domainsQuery } from '@/lib/media/use-domains';
import { sessionOf, startSoon, type RouteDeps } from '@/lib/route-deps';
import { postDetailQuery } from './api/post-detail-query';

/**
 * The post detail's loader: the post and the media domain list its pictures need start with the
 * page's code, not after it has arrived and rendered (a post opened from a shared link waited for
 * both, then for its picture). Only these two: their code is already in the app's entry, so the
 * loader holds nothing back (the comments' code is the page's; they start with it). Nothing is
 * awaited: the page shows its own loading and failure states from the same queries, and what is
 * cached is not fetched again (a post opened from a feed already has its domain list).
 */
export function prefetchPostDetail(deps: RouteDeps, { request }: LoaderFunctionArgs): null {
  const postId = new URL(request.url).searchParams.get('postId');
  if (!postId || !sessionOf(deps)) return null;
  const { queryClient } = deps;
  const settle = (fetching: Promise<unknown>) => void fetching.catch(() => {});
  startSoon(() => {
    settle(queryClient.ensureQueryData(postDetailQuery(postId)));
    settle(queryClient.ensureQueryData(domainsQuery));
  });
  return null;
}
