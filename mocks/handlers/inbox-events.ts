import { LIKE_NOTICE } from '@fixtures/accounts/inbox';
import type { MockDb } from '../db';
import { nextId, tick } from '../db/account-clock';

/**
 * Runtime events that put a message in someone's Activity inbox. A like of another member's post
 * tells the author (not a like of one's own post); liking again after an unlike tells them again,
 * as the real service's "new like" does.
 */
export function recordPostLike(db: MockDb, likerId: string, postId: string): void {
  const post = db.content.posts.find((p) => p.postId === postId);
  if (!post || post.userId === likerId) return;
  db.accounts.inbox.push({
    id: nextId(db, 'notice'),
    userId: post.userId,
    type: 'like',
    fromUserId: likerId,
    title: { ...LIKE_NOTICE.title },
    content: { ...LIKE_NOTICE.content },
    postId,
    createdAt: tick(db),
    isRead: false,
  });
}
