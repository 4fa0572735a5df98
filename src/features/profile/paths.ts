import { TAB_CONTAINER_PATH } from '@/components/tab-bar/tabs';

/** This feature's screens (the ones other features reach go through src/lib/app-paths). */
export const PROFILE_PATHS = {
  me: `${TAB_CONTAINER_PATH}/my`,
  myPage: `${TAB_CONTAINER_PATH}/my1`,
  personalInfo: `${TAB_CONTAINER_PATH}/personalInfo`,
  myOwnPost: '/column/myOwnPost',
  approvalList: '/column/approvalList',
  discoverUsers: '/column/discoverUsers',
  findSubscript: '/column/findSubscript',
  face: '/column/face',
  editHomePage: '/column/editHomePage',
  code: '/column/code',
} as const;

/** Follows or fans of a user (the member's own when userId is left out). */
export function followPath(tab: 'follows' | 'fans', userId?: string): string {
  const params = new URLSearchParams({ tab });
  if (userId) params.set('userId', userId);
  return `/column/follow?${params.toString()}`;
}

/** A person's snapshots (/column/otherPage); their posts are /column/userDetail (profilePath). */
export function otherPagePath(userId: string): string {
  return `/column/otherPage?userId=${encodeURIComponent(userId)}`;
}
