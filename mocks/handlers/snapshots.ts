import { PROPOSED_CODES } from '@/api/proposed-codes';
import { snapshotsEndpoints as ep } from '@/api/endpoints/snapshots';
import type { SnapshotRow } from '@fixtures/content';
import type { MockDb } from '../db';
import { reviewOf, visibleTo, type ReviewedSnapshotRow } from '../db/snapshot-review';
import type { MockLang } from '../platform/messages';
import { fail, handle } from '../platform/handle';
import { paginate } from '../platform/paging';
import { toUserBrief } from '../platform/views';
import { CONTENT_MESSAGES } from './content-messages';
import { hasSensitiveWord, newId, removeWhere, tick } from './content-store';
import { toSnapshotFile, toSnapshotView } from './content-views';
import { AUTO_APPROVE } from './snapshots-scenarios';

/** A snapshot this viewer may see: others' only once approved (review state in snapshot-review). */
function snapshotOf(db: MockDb, id: string, viewerId: string | null): SnapshotRow | undefined {
  const row = db.content.snapshots.find((s) => s.id === id);
  return row && visibleTo(row, viewerId) ? row : undefined;
}

/** The view with its review state; the reason of a refusal goes to the author only. */
function view(db: MockDb, row: SnapshotRow, viewerId: string | null, lang: MockLang) {
  const review = reviewOf(row);
  return {
    ...toSnapshotView(db, row, viewerId),
    reviewStatus: review.status,
    rejectReason: row.userId === viewerId && review.reason ? review.reason[lang] : null,
  };
}

const newestFirst = (a: SnapshotRow, b: SnapshotRow) => b.createdAt.localeCompare(a.createdAt);

const notFound = () => fail(CONTENT_MESSAGES.snapshotNotFound);

export const snapshotsHandlers = [
  handle(ep.list, ({ db, userId, query, lang }) => {
    const authors = query.userId ? [query.userId] : [userId!, ...(db.follows[userId!] ?? [])];
    // Others' only once approved; the viewer's own also while waiting (not once refused).
    const rows = db.content.snapshots
      .filter((s) => authors.includes(s.userId) && visibleTo(s, userId, false))
      .sort(newestFirst);
    const page = paginate(rows, query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map((s) => view(db, s, userId, lang)) };
  }),
  handle(ep.reviewList, ({ db, userId, query, lang }) => {
    const rows = db.content.snapshots
      .filter(
        (s) =>
          s.userId === userId && (!query.reviewStatus || reviewOf(s).status === query.reviewStatus),
      )
      .sort(newestFirst);
    const page = paginate(rows, query.page, query.size, query.sort);
    return { ...page, resultList: page.resultList.map((s) => view(db, s, userId, lang)) };
  }),
  handle(ep.detail, ({ db, userId, path, lang }) => {
    const row = snapshotOf(db, path.id, userId);
    return row ? view(db, row, userId, lang) : notFound();
  }),
  handle(ep.file, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id, userId);
    return row ? toSnapshotFile(row) : notFound();
  }),
  handle(ep.readers, ({ db, userId, query }) => {
    const row = snapshotOf(db, query.snapshotId, userId);
    if (!row) return notFound();
    if (row.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    const reads = db.content.snapshotReads[row.id] ?? [];
    const page = paginate(reads, query.page, query.size, query.sort);
    return {
      ...page,
      resultList: page.resultList.map((r) => ({
        userInfo: toUserBrief(db, r.userId, userId),
        readAt: r.at,
      })),
    };
  }),
  handle(ep.read, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id, userId);
    if (!row) return notFound();
    const reads = (db.content.snapshotReads[row.id] ??= []);
    // Each viewer counts once; the author's own views are not reads.
    if (row.userId !== userId && !reads.some((r) => r.userId === userId))
      reads.unshift({ userId: userId!, at: tick(db) });
    return { readNum: reads.length };
  }),
  handle(ep.remove, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id, userId);
    if (!row) return notFound();
    if (row.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    removeWhere(db.content.snapshots, (s) => s.id === row.id);
    delete db.content.snapshotReads[row.id];
    return null;
  }),
  handle(ep.add, ({ db, userId, body, lang }) => {
    if (hasSensitiveWord(db, body.content))
      return fail(CONTENT_MESSAGES.sensitive, PROPOSED_CODES.sensitiveWords.code);
    const id = newId(db);
    const row: ReviewedSnapshotRow = {
      id,
      userId: userId!,
      content: body.content.trim(),
      type: body.type,
      url: body.fileUrl,
      cover: body.type === 1 ? body.fileUrl : `img/snapshot/${id}.svg?w=720&h=1280`,
      width: 720,
      height: 1280,
      duration: body.type === 2 ? 10 : null,
      createdAt: tick(db),
      // A new snapshot waits for review until a reviewer acts (at once under auto-approve).
      review: { status: AUTO_APPROVE() ? 'approved' : 'pending' },
    };
    db.content.snapshots.push(row);
    db.content.snapshotReads[id] = [];
    return view(db, row, userId, lang);
  }),
];
