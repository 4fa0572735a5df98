import { useQuery, type QueryClient } from '@tanstack/react-query';
import { snapshotsEndpoints } from '@/api/endpoints/snapshots';
import { endpointKey, endpointQuery } from '@/api/query-key';
import type { Snapshot } from '@/api/schemas/snapshot';
import type { UserBrief } from '@/api/schemas/user';

/**
 * The snapshots of the viewer and the people they follow (one page: snapshots last a day, so a
 * page of 50 holds them all), shared by the strip on the follow feed and the reader.
 */
const LIST_INPUT = { query: { page: 1, size: 50 } };
export const snapshotListQuery = () =>
  endpointQuery(snapshotsEndpoints.list, LIST_INPUT, { staleTime: 60_000 });
export const useSnapshotList = () => useQuery(snapshotListQuery());

export interface SnapshotGroup {
  user: UserBrief;
  /** Oldest first: the order they are read in. */
  snapshots: Snapshot[];
  /** Any of them not read by the viewer yet. */
  unread: boolean;
  latestAt: string;
}

/**
 * Snapshots by author: the viewer's own first, then the others newest first; within one author,
 * the oldest first (a story is read in the order it was told).
 */
export function groupByUser(list: readonly Snapshot[], viewerId: string | null): SnapshotGroup[] {
  const groups = new Map<string, SnapshotGroup>();
  for (const s of list) {
    const group = groups.get(s.userId) ?? {
      user: s.userInfo,
      snapshots: [],
      unread: false,
      latestAt: s.createdAt,
    };
    group.snapshots.push(s);
    if (!s.isRead && s.userId !== viewerId) group.unread = true;
    if (s.createdAt > group.latestAt) group.latestAt = s.createdAt;
    groups.set(s.userId, group);
  }
  for (const g of groups.values())
    g.snapshots.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [...groups.values()].sort((a, b) => {
    if (a.user.userId === viewerId) return -1;
    if (b.user.userId === viewerId) return 1;
    return b.latestAt.localeCompare(a.latestAt);
  });
}

/** The snapshot a group opens at: its first unread one, else its first. */
export function firstToRead(group: SnapshotGroup): Snapshot {
  return group.snapshots.find((s) => !s.isRead) ?? group.snapshots[0]!;
}

/** Marks a snapshot read in the cached list (the strip's ring goes without a refetch). */
export function markReadInCache(client: QueryClient, id: string): void {
  client.setQueryData(snapshotListQuery().queryKey, (page) =>
    page
      ? {
          ...page,
          resultList: page.resultList.map((s) => (s.id === id ? { ...s, isRead: true } : s)),
        }
      : page,
  );
}

/** The whole list call, for invalidation after a publish or a delete. */
export const snapshotListKey = () => endpointKey(snapshotsEndpoints.list);

export function snapshotPath(id: string): string {
  return `/post/snapshot/${encodeURIComponent(id)}`;
}
export const SNAPSHOT_PUBLISH_PATH = '/post/snapshot/publish';
