import type { BatchItem } from './comment-mutations';

/** One chosen row of the batch-delete mode: a whole comment, or one reply of it. */
export interface Picked {
  commentId: string;
  replyId?: string;
  userId: string;
}

/** Keys of the selection map: `c:<commentId>` or `r:<replyId>`. */
export const pickKey = (p: Pick<Picked, 'commentId' | 'replyId'>) =>
  p.replyId ? `r:${p.replyId}` : `c:${p.commentId}`;

export type Selection = ReadonlyMap<string, Picked>;

/**
 * The batch as the server takes it, and what the confirmation counts: a whole comment covers
 * its replies (a reply chosen under it is not counted twice); users are the distinct authors.
 */
export function summarize(selection: Selection): {
  items: BatchItem[];
  comments: number;
  users: number;
} {
  const picked = [...selection.values()];
  const whole = new Set(picked.filter((p) => !p.replyId).map((p) => p.commentId));
  const kept = picked.filter((p) => !p.replyId || !whole.has(p.commentId));
  const byComment = new Map<string, string[]>();
  for (const p of kept) {
    const list = byComment.get(p.commentId) ?? [];
    if (p.replyId) list.push(p.replyId);
    byComment.set(p.commentId, list);
  }
  return {
    items: [...byComment].map(([commentId, replyIdList]) => ({
      commentId,
      replyIdList: whole.has(commentId) ? [] : replyIdList,
    })),
    comments: kept.length,
    users: new Set(kept.map((p) => p.userId)).size,
  };
}
