import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';

/**
 * After a registration or binding with an invite code: tells the server who invited the new
 * member (POST .../add/invite//{userId}/{inviteCode}, the call the spec names); the inviter's
 * 12 hours of VIP are granted on it. A background call: the member is signed in either way, and
 * the server answers it once per member (a repeat changes nothing), so a failure is not shown.
 */
export function recordInvite(userId: string, inviteCode: string): Promise<unknown> {
  return request(
    authEndpoints.recordInvite,
    { path: { userId, inviteCode } },
    { notify: false },
  ).catch(() => null);
}
