import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { snapshotsEndpoints as ep } from '@/api/endpoints/snapshots';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { ReviewStatus } from '@/api/schemas/post';
import type { Snapshot, SnapshotReader } from '@/api/schemas/snapshot';
import { markReadInCache, snapshotListKey } from '@/components/snapshot-strip';
import { FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';
import { userIdAtom } from '@/lib/session';

/** The reader's and the author's calls. */

export const useSnapshotDetail = (id: string) =>
  useQuery(endpointQuery(ep.detail, { path: { id } }, { staleTime: 60_000 }));

/** The picture or clip of a snapshot (its paths; URLs come from the domain list). */
export const snapshotFileQuery = (id: string) =>
  endpointQuery(ep.file, { path: { id } }, { staleTime: 10 * 60_000 });
export const useSnapshotFile = (id: string) => useQuery(snapshotFileQuery(id));

/**
 * Reads already sent, by app (query client) and member: each is sent once however often the
 * snapshot is shown, and a second member signing in on the same page starts afresh.
 */
const sentReads = new WeakMap<QueryClient, Set<string>>();
function sentBy(client: QueryClient): Set<string> {
  let set = sentReads.get(client);
  if (!set) sentReads.set(client, (set = new Set()));
  return set;
}

/**
 * Records that the viewer read a snapshot, once per snapshot: not for one already read (the
 * server counts it once anyway), not for the viewer's own, not twice while the reader is open.
 */
export function useRecordRead() {
  const client = useQueryClient();
  const viewerId = useAtomValue(userIdAtom) ?? '';
  const { mutate } = useMutation({
    mutationFn: (id: string) => request(ep.read, { path: { id } }, { notify: false }),
    onSuccess: (_data, id) => markReadInCache(client, id),
    // A failed record may be tried again the next time the snapshot is shown.
    onError: (_error, id) => sentBy(client).delete(`${viewerId}:${id}`),
  });
  return (id: string) => {
    const key = `${viewerId}:${id}`;
    if (sentBy(client).has(key)) return;
    sentBy(client).add(key);
    mutate(id);
  };
}

export function readersFeed(snapshotId: string) {
  const query = { page: 1, size: FEED_PAGE_SIZE, snapshotId };
  return feedQuery<SnapshotReader>(endpointKey(ep.readers, { query }, 'pages'), (page, signal) =>
    request(ep.readers, { query: { ...query, page } }, { signal }),
  );
}

/** The author's own snapshots by review state (all of them without a state), newest first. */
export function reviewFeed(reviewStatus: ReviewStatus | undefined) {
  const query = { page: 1, size: FEED_PAGE_SIZE, ...(reviewStatus ? { reviewStatus } : {}) };
  return feedQuery<Snapshot>(endpointKey(ep.reviewList, { query }, 'pages'), (page, signal) =>
    request(ep.reviewList, { query: { ...query, page } }, { signal }),
  );
}

/** Publishing and deleting change the strip's list and the author's review list. */
function invalidateLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: snapshotListKey().slice(0, 1) }),
    client.invalidateQueries({ queryKey: endpointKey(ep.reviewList).slice(0, 1) }),
  ]);
}

export function useRemoveSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(ep.remove, { path: { id } }),
    onSuccess: () => invalidateLists(client),
  });
}

export function useAddSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; type: 1 | 2; fileUrl: string }) =>
      request(ep.add, { body }),
    onSuccess: () => invalidateLists(client),
  });
}
