import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';

/**
 * After a registration or binding with an invite code: tells the server who invited the new
 * member (POST .../add/invite//{userId}/{inviteCode}, the call the spec names); the inviter's
 * 12 hours of VIP are granted on it. The member is signed in either way, and the server answers
 * it once per member (a repeat changes nothing), so a failure is not shown. It is awaited before
 * the registration counts as done all the same: sent in the background, a page load right after
 * the registration (the member leaving the birthday step by its address) cut it on its way, and
 * the inviter never got the hours (e2e/accounts.spec.ts, on a loaded machine). Awaited for
 * INVITE_WAIT_MS at most: the member is registered already, and a call that never answers must
 * not keep them on a spinning button (it goes on in the background then).
 */
export const INVITE_WAIT_MS = 8_000;

export function recordInvite(userId: string, inviteCode: string): Promise<unknown> {
  const recorded = request(
    authEndpoints.recordInvite,
    { path: { userId, inviteCode } },
    { notify: false },
  ).catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, INVITE_WAIT_MS, null);
  });
  return Promise.race([recorded, waited]).finally(() => clearTimeout(timer));
}
