import type { Query, QueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import type { EndpointData } from '@/api/contract';
import { postEndpoints } from '@/api/endpoints/post';
import { userEndpoints } from '@/api/endpoints/user';
import type { walletEndpoints } from '@/api/endpoints/wallet';
import type { Post } from '@/api/schemas/post';
import type { PaymentResult } from '@/api/schemas/wallet';
import { POST_DETAIL_KEY, patchPost, postDetailKey } from '@/components/post-card/post-cache';
import { currentUserQuery } from '@/lib/current-user';
import { isFeedKey, type FeedData } from '@/lib/feed-paging';
import { invalidateMoney } from '@/lib/money';
import type { OverlayParamsByKind } from '@/lib/overlays';
import { storage } from '@/lib/session';

type PayParams = OverlayParamsByKind['pay'];
/** What a successful payment answered (a VIP purchase also gives the member's new VIP). */
export type PaidResult = PaymentResult &
  Partial<Pick<EndpointData<typeof walletEndpoints.buyLevel>, 'vip'>>;

/** The posts a cache entry holds: a feed's pages or one post detail. */
function postsOf(query: Query): Post[] {
  const data = query.state.data;
  if (!data || typeof data !== 'object') return [];
  if (isFeedKey(query.queryKey) && 'pages' in data)
    return (data as FeedData).pages.flatMap((page) => page.resultList);
  if (query.queryKey[0] === POST_DETAIL_KEY[0]) return [data as Post];
  return [];
}

/** Refetches (when on screen) the feeds and post details that hold a post matching `which`. */
function refreshPostsWhere(client: QueryClient, which: (post: Post) => boolean) {
  return client.invalidateQueries({ predicate: (query) => postsOf(query).some(which) });
}

/**
 * The pay sheet's success callback (section 4: "callback, success message, close"), by what was
 * bought: only what the payment changed is refreshed, never the whole cache.
 * - post: the post is read once more (unlocked, with its files) and every copy in the feeds
 *   takes it;
 * - subscription: the creator's page (subscribed) and the feeds and details holding the
 *   creator's subscription posts;
 * - vip: the member's VIP is raised from the answer at once; VIP posts on screen are read again;
 * - reward: nothing but the money.
 * The balance, records and user info (the money) refresh in every case. Kept by purpose rather
 * than as a function in the overlay's params: a purchase reopened after signing in again (the pay
 * draft, stored as JSON) gets the same callback.
 */
export async function afterPayment(
  client: QueryClient,
  params: PayParams,
  result: PaidResult | null,
): Promise<void> {
  const money = invalidateMoney(client);
  switch (params.purpose) {
    case 'post': {
      const postId = params.targetId;
      const fresh = await client
        .fetchQuery({
          queryKey: postDetailKey(postId),
          queryFn: () => request(postEndpoints.detail, { path: { id: postId } }),
          staleTime: 0,
        })
        .catch(() => null);
      if (fresh) patchPost(client, postId, () => fresh);
      break;
    }
    case 'subscription': {
      const creatorId = params.targetId;
      await Promise.all([
        client.invalidateQueries({
          queryKey: [userEndpoints.profile.id, { path: { id: creatorId } }],
        }),
        refreshPostsWhere(client, (p) => p.userId === creatorId && p.access === 'subscription'),
      ]);
      break;
    }
    case 'vip': {
      const userId = storage.userId();
      if (result?.vip && userId) {
        const { queryKey } = currentUserQuery(userId);
        client.setQueryData(queryKey, (info) =>
          info ? { ...info, ...result.vip, availableBalance: result.availableBalance } : info,
        );
      }
      await refreshPostsWhere(client, (p) => p.access === 'vip' && !p.unlock);
      break;
    }
    case 'reward':
      break;
  }
  await money;
}
