import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { endpointKey } from '@/api/query-key';
import type { UserBrief } from '@/api/schemas/user';

/** Section 9: the recommended list is applied 500 ms after it is obtained. */
export const RECOMMEND_APPLY_MS = 500;
const INPUT = { query: { page: 1, size: 30, sort: 'asc' as const } };

function after(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Recommended users: the authors of the recommended posts, each once, in the order they come
 * (the spec has no user list call; the recommend call already leaves out excluded authors).
 */
export const recommendedUsersQuery = () =>
  queryOptions({
    queryKey: [...endpointKey(feedsEndpoints.recommendList, INPUT), 'authors'],
    queryFn: async ({ signal }): Promise<UserBrief[]> => {
      const page = await request(feedsEndpoints.recommendList, INPUT, { signal });
      await after(RECOMMEND_APPLY_MS, signal);
      const seen = new Map<string, UserBrief>();
      for (const post of page.resultList)
        if (!seen.has(post.userId)) seen.set(post.userId, post.userInfo);
      return [...seen.values()];
    },
  });
export const useRecommendedUsers = () => useQuery(recommendedUsersQuery());

/** "Not interested": the author leaves the recommendations (and this list) for good. */
export function useExcludeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(feedsEndpoints.excludeUser, { body: { userId } }),
    onSuccess: (_data, userId) => {
      client.setQueryData(recommendedUsersQuery().queryKey, (users) =>
        users?.filter((u) => u.userId !== userId),
      );
      // Every recommended list (the home feed too) drops the author's posts.
      void client.invalidateQueries({ queryKey: [feedsEndpoints.recommendList.id] });
    },
  });
}
