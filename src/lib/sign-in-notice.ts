import { sessionStore } from './session-storage';

/**
 * Popup notices of trigger 2 ('after login') wait for a sign-in in this browser session: the
 * accounts feature marks it, the shell reads it. Kept per session like the notices seen
 * (a reload right after signing in still counts; a new tab's session does not).
 */
const SIGNED_IN_KEY = 'notice_signed_in';

export function markSignedInForNotices(): void {
  sessionStore.set(SIGNED_IN_KEY, '1');
}

export function signedInThisSession(): boolean {
  return sessionStore.get(SIGNED_IN_KEY) === '1';
}
