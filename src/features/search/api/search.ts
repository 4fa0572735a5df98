import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { searchEndpoints } from '@/api/endpoints/search';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { Post } from '@/api/schemas/post';
import type { SearchEntry } from '@/api/schemas/search';
import { FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

/** The search screen's calls: the hot list, users and locations, posts, and the record. */

export const hottestQuery = () => endpointQuery(searchEndpoints.hottest, {}, { staleTime: 60_000 });
export const useHottest = () => useQuery(hottestQuery());

/** Users and locations of a keyword, paged; the screen filters the entries (entries.ts). */
export function searchEntries(keyword: string) {
  const query = { page: 1, size: FEED_PAGE_SIZE, keyword };
  return feedQuery<SearchEntry>(
    endpointKey(searchEndpoints.searchUser, { query }, 'pages'),
    (page, signal) =>
      request(searchEndpoints.searchUser, { query: { ...query, page } }, { signal }),
  );
}

/** Posts (type undefined) or videos (type 1) whose text has the keyword. */
export function searchPosts(keyword: string, type: 1 | undefined) {
  const query = { page: 1, limit: FEED_PAGE_SIZE, keyword, type };
  return feedQuery<Post>(endpointKey(searchEndpoints.posts, { query }, 'pages'), (page, signal) =>
    request(searchEndpoints.posts, { query: { ...query, page } }, { signal }),
  );
}

/** Records a search (raises its heat). Quiet: the search itself works whatever this answers (it is bookkeeping, not the member's act). */
export function useRecordSearch() {
  return useMutation({
    mutationFn: (keyword: string) =>
      request(searchEndpoints.record, { body: { keyword } }, { notify: false }),
  });
}
