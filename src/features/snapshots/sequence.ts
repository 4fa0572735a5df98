import type { Snapshot } from '@/api/schemas/snapshot';
import type { SnapshotGroup } from '@/components/snapshot-strip';

/** One stop of the reader: a snapshot and where it sits in its author's story. */
export interface Stop {
  snapshot: Snapshot;
  group: number;
  index: number;
  count: number;
}

/** The reading order: author after author (as the strip shows them), each story oldest first. */
export function readingOrder(groups: readonly SnapshotGroup[]): Stop[] {
  return groups.flatMap((g, group) =>
    g.snapshots.map((snapshot, index) => ({ snapshot, group, index, count: g.snapshots.length })),
  );
}

/** The first stop of the next (+1) or previous (-1) author, or null at either end. */
export function otherAuthor(stops: readonly Stop[], at: number, step: 1 | -1): number | null {
  const group = stops[at]?.group;
  if (group === undefined) return null;
  const target = stops.findIndex((s) => s.group === group + step);
  return target >= 0 ? target : null;
}

/** How long a picture stays (a clip plays to its end). */
export const PICTURE_MS = 5000;
