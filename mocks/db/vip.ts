import type { UserRow } from '@fixtures/users';
import type { VipLevelFixture } from '@fixtures/accounts/vip-levels';
import { HOUR, DAY } from '@fixtures/seed';
import type { AccountsDb } from './accounts';
import { addMs } from './account-clock';

const LEVEL_OF: Record<UserRow['vipType'], number> = {
  none: 0,
  month: 1,
  quarter: 2,
  year: 3,
  lifetime: 4,
};

export function isVipActive(user: UserRow, at: string): boolean {
  if (user.vipType === 'none') return false;
  if (user.vipType === 'lifetime') return true;
  return user.vipExpireAt !== null && user.vipExpireAt > at;
}

/**
 * Adds a bought level: lifetime never expires; otherwise the days run on from the current expiry
 * while VIP is active (from now when not), and the higher of the two types is kept.
 */
export function grantVipLevel(
  db: AccountsDb,
  userId: string,
  level: VipLevelFixture,
  count: number,
  at: string,
): void {
  const user = db.users[userId];
  if (!user || user.vipType === 'lifetime') return;
  if (level.days === null) {
    user.vipType = 'lifetime';
    user.vipLevel = level.level;
    user.vipExpireAt = null;
    return;
  }
  const active = isVipActive(user, at);
  const base = active && user.vipExpireAt ? user.vipExpireAt : at;
  const keepCurrent = active && LEVEL_OF[user.vipType] > level.level;
  user.vipExpireAt = addMs(base, level.days * count * DAY);
  if (!keepCurrent) {
    user.vipType = level.code;
    user.vipLevel = level.level;
  }
}

/**
 * The invite reward: `hours` more VIP. Active VIP moves its expiry by exactly that much; a member
 * without VIP gets the lowest level (month, level 1) until now + hours; lifetime is unchanged.
 */
export function rewardVipHours(db: AccountsDb, userId: string, hours: number, at: string): void {
  const user = db.users[userId];
  if (!user || user.vipType === 'lifetime') return;
  if (isVipActive(user, at) && user.vipExpireAt) {
    user.vipExpireAt = addMs(user.vipExpireAt, hours * HOUR);
    return;
  }
  user.vipType = 'month';
  user.vipLevel = 1;
  user.vipExpireAt = addMs(at, hours * HOUR);
}
