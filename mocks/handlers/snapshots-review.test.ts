import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { configureClient, request } from '@/api/client';
import { snapshotsEndpoints as snapshots } from '@/api/endpoints/snapshots';
import { NAMED_TOKENS } from '@fixtures/users';
import { applyScenario } from '../runtime';
import { REVIEW_SNAPSHOTS, SEEDED_REJECT_REASON } from './snapshots-scenarios';

let token: string = NAMED_TOKENS.member;
const PAGE = { page: 1, size: 50 };
const asCreator = () => (token = NAMED_TOKENS.creator);

beforeEach(() => {
  token = NAMED_TOKENS.member;
  configureClient({ getToken: () => token, getLanguage: () => 'en_US', apply: () => {} });
});

const stripIds = async () =>
  (await request(snapshots.list, { query: PAGE })).resultList.map((s) => s.id);
const reviewIds = async (reviewStatus?: 'pending' | 'approved' | 'rejected') =>
  (await request(snapshots.reviewList, { query: { ...PAGE, reviewStatus } })).resultList.map(
    (s) => s.id,
  );
const publish = () =>
  request(snapshots.add, { body: { content: 'sunset', type: 1, fileUrl: 'upload/a.png' } });

describe('snapshot review', () => {
  it('keeps a new snapshot pending: the author sees it waiting, others do not see it', async () => {
    const created = await publish();
    expect(created.reviewStatus).toBe('pending');
    expect(await reviewIds('pending')).toEqual([created.id]);
    expect(await stripIds()).toContain(created.id);

    asCreator(); // aya follows nobody, but reads lin_xiao's snapshots by user
    const theirs = await request(snapshots.list, { query: { ...PAGE, userId: '10001' } });
    expect(theirs.resultList.map((s) => s.id)).not.toContain(created.id);
    const missing = await request(snapshots.detail, { path: { id: created.id } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(missing)).toBe(true);
  });

  it('approves at once under snapshots-auto-approve', async () => {
    applyScenario('snapshots-auto-approve');
    const created = await publish();
    expect(created.reviewStatus).toBe('approved');
    asCreator();
    const theirs = await request(snapshots.list, { query: { ...PAGE, userId: '10001' } });
    expect(theirs.resultList.map((s) => s.id)).toContain(created.id);
  });

  it('filters by state and gives the reason of a refusal to the author only', async () => {
    applyScenario('snapshots-in-review');
    expect(await reviewIds('rejected')).toEqual([REVIEW_SNAPSHOTS.memberRejected]);
    expect(await reviewIds('pending')).toEqual([REVIEW_SNAPSHOTS.memberPending]);
    expect(await reviewIds('approved')).toEqual(['80002']);
    expect(await reviewIds()).toHaveLength(3);
    const rejected = await request(snapshots.detail, {
      path: { id: REVIEW_SNAPSHOTS.memberRejected },
    });
    expect(rejected.rejectReason).toBe(SEEDED_REJECT_REASON.en_US);
    // The strip leaves the refused one out, and never shows aya's pending one to lin_xiao.
    const strip = await stripIds();
    expect(strip).toContain(REVIEW_SNAPSHOTS.memberPending);
    expect(strip).not.toContain(REVIEW_SNAPSHOTS.memberRejected);
    expect(strip).not.toContain(REVIEW_SNAPSHOTS.creatorPending);
    expect(strip).toContain('80001');
  });
});
