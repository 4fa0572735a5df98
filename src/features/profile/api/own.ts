import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { ownEndpoints } from '@/api/endpoints/own';
import { postEndpoints } from '@/api/endpoints/post';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointKey } from '@/api/query-key';
import { POST_TYPES, type Post } from '@/api/schemas/post';
import type { ProfileUpdate } from '@/api/schemas/user';
import { POST_DETAIL_KEY, dropPostFromFeeds } from '@/components/post-card/post-cache';
import { invalidateCurrentUser } from '@/lib/current-user';
import { FEED_KEY, FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

export type OwnList = 'posts' | 'favourites' | 'collections' | 'videos';

/** 'videos' is the posts list filtered to videos (type 1): the long-video list of section 2. */
const OWN_ENDPOINTS = {
  posts: ownEndpoints.posts,
  favourites: ownEndpoints.favourites,
  collections: ownEndpoints.collections,
  videos: ownEndpoints.posts,
} as const;

/**
 * One of the member's own lists (or, for posts with a userId, someone's approved posts). The key
 * starts with FEED_KEY so a like or a follow made anywhere patches these cards too; the rest is
 * the contract's key. Refetched on every visit: a post just published must be there.
 */
export function ownFeedQuery(list: OwnList, userId?: string) {
  const endpoint = OWN_ENDPOINTS[list];
  const query: { size: number; userId?: string; type?: number } =
    list === 'posts'
      ? { size: FEED_PAGE_SIZE, userId }
      : list === 'videos'
        ? { size: FEED_PAGE_SIZE, userId, type: POST_TYPES.video }
        : { size: FEED_PAGE_SIZE };
  return {
    ...feedQuery<Post>(
      [FEED_KEY, ...endpointKey(endpoint, { query: { ...query, page: 1 } }, 'pages')],
      (page, signal) => request(endpoint, { query: { ...query, page } }, { signal }),
    ),
    staleTime: 0,
  };
}

/** Deletes one of the member's posts; it leaves every list at once. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => request(postEndpoints.remove, { path: { id: postId } }),
    onSuccess: (_data, postId) => {
      dropPostFromFeeds(client, (p) => p.postId === postId);
      void client.invalidateQueries({ queryKey: [ownEndpoints.count.id] });
    },
  });
}

/**
 * Saves profile fields. The screen shows the result itself (no toast from the error policy's PUT
 * rule twice); afterwards every place that shows the member's name or head image refetches.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => request(userEndpoints.update, { body }),
    onSuccess: () => {
      void invalidateCurrentUser(client);
      void client.invalidateQueries({ queryKey: [userEndpoints.profile.id] });
      // Post cards carry their author's name: the member's own posts must show the new one.
      void client.invalidateQueries({ queryKey: [FEED_KEY] });
      void client.invalidateQueries({ queryKey: POST_DETAIL_KEY });
    },
  });
}
