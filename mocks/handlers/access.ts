import { ORDER_TYPES } from '@/api/schemas/wallet';
import type { MockDb } from '../db';
import type { OrderRow } from '../db/accounts';
import { subscribe, unlockPost } from '../db/content';

/**
 * What a payment opens lives in the content slice (db.content.unlocks and .subscriptions), which
 * decides who may see a post: the accounts areas read it from there and grant it through its
 * unlockPost and subscribe.
 */
export function subscribesTo(db: MockDb, userId: string, creatorId: string): boolean {
  return (db.content.subscriptions[userId] ?? []).includes(creatorId);
}

export function hasUnlocked(db: MockDb, userId: string, postId: string): boolean {
  return (db.content.unlocks[userId] ?? []).includes(postId);
}

/** After a paid post or subscription order: open the post or the creator's posts. */
export function grantAccess(db: MockDb, order: OrderRow): void {
  if (order.type === ORDER_TYPES.post) unlockPost(db, order.userId, order.productId);
  if (order.type === ORDER_TYPES.subscription) subscribe(db, order.userId, order.productId);
}
