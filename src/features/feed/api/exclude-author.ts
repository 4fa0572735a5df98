import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { dropPostFromFeeds } from '@/components/post-card';
import { homeFeeds } from './home-feeds';

/** Stop recommending an author: their posts leave the feeds at once, the server remembers. */
export function useExcludeAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(feedsEndpoints.excludeUser, { body: { userId } }),
    onSuccess: (_data, userId) =>
      dropPostFromFeeds(client, (p) => p.userId === userId, homeFeeds.recommended.queryKey),
  });
}
