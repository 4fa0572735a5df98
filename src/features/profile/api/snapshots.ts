import { request } from '@/api/client';
import { snapshotsEndpoints } from '@/api/endpoints/snapshots';
import { endpointKey } from '@/api/query-key';
import type { Snapshot } from '@/api/schemas/snapshot';
import { feedQuery } from '@/lib/feed-paging';

/** A user's snapshots, newest first, 12 a page (a grid of three columns). */
export function userSnapshotsQuery(userId: string) {
  const query = { userId, size: 12 };
  return feedQuery<Snapshot>(
    endpointKey(snapshotsEndpoints.list, { query: { ...query, page: 1 } }, 'pages'),
    (page, signal) => request(snapshotsEndpoints.list, { query: { ...query, page } }, { signal }),
  );
}
