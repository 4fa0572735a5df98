import {
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { actionsEndpoints } from '@/api/endpoints/actions';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { ownEndpoints } from '@/api/endpoints/own';
import { userEndpoints } from '@/api/endpoints/user';
import type { Page } from '@/api/envelope';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { Creator } from '@/api/schemas/feed';
import type { UserBrief, UserProfile } from '@/api/schemas/user';
import { patchCachedPosts } from '@/components/post-card/post-cache';
import { invalidateCurrentUser } from '@/lib/current-user';
import { FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

/** A person page: someone's profile (or one's own, with the private fields filled). */
export function profileQuery(userId: string) {
  return endpointQuery(userEndpoints.profile, { path: { id: userId } });
}
export function useProfile(userId: string) {
  return useQuery(profileQuery(userId));
}

/** Counts of a personal page: posts, favourites, collections, snapshots. */
export function usePostCount(userId?: string) {
  return useQuery(endpointQuery(ownEndpoints.count, { query: { userId } }));
}

export type PeopleKind = 'follows' | 'fans';

/**
 * Follows or fans of a user, a page at a time. Unlike post feeds these are refetched on every
 * visit (staleTime 0): a follow made from a post card must be in the list when it opens.
 */
export function peopleQuery(kind: PeopleKind, userId?: string) {
  const endpoint = kind === 'fans' ? userEndpoints.fans : userEndpoints.follows;
  const input = { query: { userId, size: FEED_PAGE_SIZE } };
  return {
    ...feedQuery<UserBrief>(
      endpointKey(endpoint, { query: { ...input.query, page: 1 } }, 'pages'),
      (page, signal) => request(endpoint, { query: { ...input.query, page } }, { signal }),
    ),
    staleTime: 0,
  };
}

/** Creators taking subscriptions (the certified "goddess" channel), for /column/findSubscript. */
export function creatorsQuery() {
  const input = { query: { size: FEED_PAGE_SIZE } };
  return {
    ...feedQuery<Creator>(
      endpointKey(feedsEndpoints.goddessPage, { query: { ...input.query, page: 1 } }, 'pages'),
      (page, signal) =>
        request(feedsEndpoints.goddessPage, { query: { ...input.query, page } }, { signal }),
    ),
    staleTime: 0,
  };
}

/** Influencers worth following, for /column/discoverUsers. */
export function influencersQuery() {
  const input = { query: { size: FEED_PAGE_SIZE } };
  return {
    ...feedQuery<Creator>(
      endpointKey(feedsEndpoints.bigVPage, { query: { ...input.query, page: 1 } }, 'pages'),
      (page, signal) =>
        request(feedsEndpoints.bigVPage, { query: { ...input.query, page } }, { signal }),
    ),
    staleTime: 0,
  };
}

type PeoplePages = InfiniteData<Page<UserBrief>, number>;
type CreatorPages = InfiniteData<Page<Creator>, number>;

/** Sets the follow flag of one user wherever the cache holds them: lists, profiles, posts. */
function setFollowEverywhere(client: QueryClient, userId: string, on: boolean): void {
  client.setQueriesData<PeoplePages>({ queryKey: [userEndpoints.follows.id] }, (data) =>
    patchPages(data, (u) => (u.userId === userId ? { ...u, follow: on } : u)),
  );
  client.setQueriesData<PeoplePages>({ queryKey: [userEndpoints.fans.id] }, (data) =>
    patchPages(data, (u) => (u.userId === userId ? { ...u, follow: on } : u)),
  );
  for (const endpoint of [feedsEndpoints.goddessPage, feedsEndpoints.bigVPage]) {
    client.setQueriesData<CreatorPages>({ queryKey: [endpoint.id] }, (data) =>
      patchPages(data, (c) =>
        c.user.userId === userId ? { ...c, user: { ...c.user, follow: on } } : c,
      ),
    );
  }
  client.setQueryData<UserProfile>(profileQuery(userId).queryKey, (p) =>
    p ? { ...p, follow: on, fansNum: Math.max(0, p.fansNum + (on ? 1 : -1)) } : p,
  );
  patchCachedPosts(
    client,
    (p) => p.userId === userId,
    (p) => ({ ...p, follow: on, userInfo: { ...p.userInfo, follow: on } }),
  );
}

function patchPages<T>(
  data: InfiniteData<Page<T>, number> | undefined,
  patch: (row: T) => T,
): InfiniteData<Page<T>, number> | undefined {
  if (!data?.pages) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, resultList: p.resultList.map(patch) })) };
}

/**
 * Follow (type 1) or cancel attention. Optimistic: the button turns at once and turns back if the
 * call fails (the error policy shows the server's message). Counts are refetched after.
 */
export function useFollowUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, on }: { userId: string; on: boolean }) =>
      on
        ? request(actionsEndpoints.follow, { path: { type: 1, userId } })
        : request(actionsEndpoints.unfollow, { body: { userId } }),
    onMutate: ({ userId, on }) => setFollowEverywhere(client, userId, on),
    onError: (_error, { userId, on }) => setFollowEverywhere(client, userId, !on),
    onSettled: () => {
      // The member's own counts (the "Me" header reads the launch fetch of src/lib/current-user).
      void invalidateCurrentUser(client);
      void client.invalidateQueries({ queryKey: [userEndpoints.profile.id] });
    },
  });
}
