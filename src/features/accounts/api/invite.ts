import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';

/**
 * After a registration or binding with an invite code: tells the server who invited the new
 * member (POST .../add/invite//{userId}/{inviteCode}, the call the spec names); the inviter's
 * 12 hours of VIP are granted on it. The member is signed in either way, and the server answers
 * it once per member (a repeat changes nothing), so a failure is not shown. It is awaited before
 * the registration counts as done all the same: sent in the background, a page load right after
 * the registration (the member leaving the birthday step by its address) cut it on its way, and
 * the inviter never got the hours (e2e/accounts.spec.ts, on a loaded machine).
 */
export function recordInvite(userId: string, inviteCode: string): Promise<unknown> {
  return request(
    authEndpoints.recordInvite,
    { path: { userId, inviteCode } },
    { notify: false },
  ).catch(() => null);
}
