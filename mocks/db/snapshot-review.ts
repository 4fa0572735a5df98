import type { ReviewStatus } from '@/api/schemas/post';
import type { SnapshotRow } from '@fixtures/content';
import type { Localized } from '../platform/messages';

/**
 * The review state of a snapshot, kept on its row (`review`). Seeded snapshots carry none and
 * count as approved; a new one waits for review until a reviewer acts (here: a scenario, see
 * mocks/handlers/snapshots-scenarios.ts). The field rides along in the persisted db copy.
 */
export interface SnapshotReview {
  status: ReviewStatus;
  /** Why it was refused, in the three languages (the server answers in the member's). */
  reason?: Localized;
}

export type ReviewedSnapshotRow = SnapshotRow & { review?: SnapshotReview };

const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];

function isReview(value: unknown): value is SnapshotReview {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'string' &&
    STATUSES.includes(value.status)
  );
}

export function reviewOf(row: SnapshotRow): SnapshotReview {
  return 'review' in row && isReview(row.review) ? row.review : { status: 'approved' };
}

/**
 * May this viewer see the snapshot? Others only approved ones; the author every one of their
 * own except in the strip, where a refused one is left out (`withRejected` false).
 */
export function visibleTo(row: SnapshotRow, viewerId: string | null, withRejected = true): boolean {
  const { status } = reviewOf(row);
  if (row.userId !== viewerId) return status === 'approved';
  return withRejected || status !== 'rejected';
}

/** The reviewer's verdict (what the auto-approve scenario and the seeded states use). */
export function setReview(row: SnapshotRow, review: SnapshotReview): void {
  (row as ReviewedSnapshotRow).review = review;
}
