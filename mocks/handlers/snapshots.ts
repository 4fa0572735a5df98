import { snapshotsEndpoints as ep } from '@/api/endpoints/snapshots';
import type { SnapshotRow } from '@fixtures/content';
import type { MockDb } from '../db';
import { fail, handle } from '../platform/handle';
import { paginate } from '../platform/paging';
import { toUserBrief } from '../platform/views';
import { CONTENT_MESSAGES } from './content-messages';
import { hasSensitiveWord, newId, removeWhere, tick } from './content-store';
import { toSnapshotFile, toSnapshotView } from './content-views';

function snapshotOf(db: MockDb, id: string): SnapshotRow | undefined {
  return db.content.snapshots.find((s) => s.id === id);
}

const notFound = () => fail(CONTENT_MESSAGES.snapshotNotFound);

export const snapshotsHandlers = [
  handle(ep.list, ({ db, userId, query }) => {
    const authors = query.userId ? [query.userId] : [userId!, ...(db.follows[userId!] ?? [])];
    const rows = db.content.snapshots
      .filter((s) => authors.includes(s.userId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(rows, query.page, query.size);
    return { ...page, resultList: page.resultList.map((s) => toSnapshotView(db, s, userId)) };
  }),
  handle(ep.detail, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id!);
    return row ? toSnapshotView(db, row, userId) : notFound();
  }),
  handle(ep.file, ({ db, path }) => {
    const row = snapshotOf(db, path.id!);
    return row ? toSnapshotFile(row) : notFound();
  }),
  handle(ep.readers, ({ db, userId, query }) => {
    const row = snapshotOf(db, query.snapshotId);
    if (!row) return notFound();
    if (row.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    const page = paginate(db.content.snapshotReads[row.id] ?? [], query.page, query.size);
    return {
      ...page,
      resultList: page.resultList.map((r) => ({
        userInfo: toUserBrief(db, r.userId, userId),
        readAt: r.at,
      })),
    };
  }),
  handle(ep.read, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id!);
    if (!row) return notFound();
    const reads = (db.content.snapshotReads[row.id] ??= []);
    // Each viewer counts once; the author's own views are not reads.
    if (row.userId !== userId && !reads.some((r) => r.userId === userId))
      reads.unshift({ userId: userId!, at: tick(db) });
    return { readNum: reads.length };
  }),
  handle(ep.remove, ({ db, userId, path }) => {
    const row = snapshotOf(db, path.id!);
    if (!row) return notFound();
    if (row.userId !== userId) return fail(CONTENT_MESSAGES.notOwner);
    removeWhere(db.content.snapshots, (s) => s.id === row.id);
    delete db.content.snapshotReads[row.id];
    return null;
  }),
  handle(ep.add, ({ db, userId, body }) => {
    if (hasSensitiveWord(db, body.content)) return fail(CONTENT_MESSAGES.sensitive);
    const id = newId(db);
    const row: SnapshotRow = {
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
    };
    db.content.snapshots.push(row);
    db.content.snapshotReads[id] = [];
    return toSnapshotView(db, row, userId);
  }),
];
