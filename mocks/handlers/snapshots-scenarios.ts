import { snapshotImage, type SnapshotRow } from '@fixtures/content';
import type { MockDb } from '../db';
import { setReview, type SnapshotReview } from '../db/snapshot-review';
import { activeScenario } from '../platform/store';
import type { ScenarioDef } from '../scenarios/types';
import { tick } from './content-store';

const AUTO_APPROVE_NAME = 'snapshots-auto-approve';

/** Under 'snapshots-auto-approve' the reviewer approves each new snapshot at once. */
export const AUTO_APPROVE = (): boolean => activeScenario().names.includes(AUTO_APPROVE_NAME);

/** The seeded refusal: the member's language is picked by the handler. */
export const SEEDED_REJECT_REASON = {
  zh_CN: '画面中含有联系方式',
  en_US: 'The picture shows contact details',
  ja: '画像に連絡先が写っています',
};

/** Seeded snapshots in review: ids the stories and journeys look for. */
export const REVIEW_SNAPSHOTS = {
  memberPending: '80003',
  memberRejected: '80004',
  creatorPending: '80005',
} as const;

function addSnapshot(
  db: MockDb,
  id: string,
  userId: string,
  content: string,
  review: SnapshotReview,
): void {
  const row: SnapshotRow = { id, userId, content, ...snapshotImage(id), createdAt: tick(db) };
  setReview(row, review);
  db.content.snapshots.push(row);
  db.content.snapshotReads[id] = [];
}

/** Scenarios of the snapshot review (proposed: the spec names the approval list only). */
export const snapshotScenarios: ScenarioDef[] = [
  {
    name: 'snapshots-in-review',
    description:
      'lin_xiao has a snapshot waiting for review (80003) and a refused one with its reason (80004); aya_photo has one waiting (80005) that nobody else sees',
    apply: (db) => {
      addSnapshot(db, REVIEW_SNAPSHOTS.memberRejected, '10001', '街角的咖啡店', {
        status: 'rejected',
        reason: SEEDED_REJECT_REASON,
      });
      addSnapshot(db, REVIEW_SNAPSHOTS.memberPending, '10001', '周末的早餐', {
        status: 'pending',
      });
      addSnapshot(db, REVIEW_SNAPSHOTS.creatorPending, '10002', '新的拍摄计划', {
        status: 'pending',
      });
    },
  },
  {
    name: AUTO_APPROVE_NAME,
    description: 'The reviewer approves every new snapshot as soon as it is published',
  },
];
