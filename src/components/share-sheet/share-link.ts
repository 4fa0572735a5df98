import { postPath } from '@/lib/app-paths';

/**
 * The link a share carries: the post (or the registration page) on this site, with the member's
 * invite code, so a friend who registers through it earns the member 12 hours of VIP.
 */
export function inviteLink(origin: string, inviteCode: string | null, postId?: string): string {
  const url = new URL(postId ? postPath(postId) : '/login/register', origin);
  if (inviteCode) url.searchParams.set('inviteCode', inviteCode);
  return url.toString();
}
