import type { OwnUserInfo, PublicUserInfo, UserBrief } from '@/api/schemas/user';
import { DOMAIN_TYPES } from '@fixtures/domains';
import type { UserRow } from '@fixtures/users';
import type { MockDb } from '../db';

/**
 * Rows -> what the API answers. Media URLs are returned as paths: the client composes them with
 * the domain list, as the real backend expects (section 3: Domain entries).
 */
export function headImgUrl(row: UserRow): string | null {
  return row.headImgPath;
}

export function firstDomain(db: MockDb, type: number): string {
  return db.domains.find((d) => d.type === type)?.url ?? '';
}

export function isFollowing(db: MockDb, viewerId: string | null, userId: string): boolean {
  return !!viewerId && (db.follows[viewerId] ?? []).includes(userId);
}

export function toUserBrief(db: MockDb, userId: string, viewerId: string | null = null): UserBrief {
  const row = db.users[userId];
  if (!row) throw new Error(`Mock db has no user ${userId}`);
  return {
    userId: row.userId,
    username: row.username,
    nickname: row.nickname,
    headImgUrl: headImgUrl(row),
    sign: row.sign,
    vipLevel: row.vipLevel,
    tags: [...row.tags],
    follow: isFollowing(db, viewerId, userId),
  };
}

/** What any signed-in member may read of `userId` (the user-info call on someone else's id). */
export function toPublicUserInfo(db: MockDb, userId: string): PublicUserInfo {
  const row = db.users[userId];
  if (!row) throw new Error(`Mock db has no user ${userId}`);
  const fansNum = Object.values(db.follows).filter((list) => list.includes(userId)).length;
  return {
    ...toUserBrief(db, userId),
    vipLevel: row.vipLevel,
    vipType: row.vipType,
    vipExpireAt: row.vipExpireAt,
    isVisitor: row.isVisitor,
    fansNum,
    followNum: (db.follows[userId] ?? []).length,
    subscriptionPrice: row.subscriptionPrice,
  };
}

/** The member's own user info: the public fields, money and invites. */
export function toOwnUserInfo(db: MockDb, userId: string): OwnUserInfo {
  const row = db.users[userId];
  if (!row) throw new Error(`Mock db has no user ${userId}`);
  return {
    ...toPublicUserInfo(db, userId),
    availableBalance: db.accounts.wallets[userId]?.balance ?? 0,
    inviteCode: row.inviteCode,
    promotionNum: row.promotionNum,
  };
}

export { DOMAIN_TYPES };
