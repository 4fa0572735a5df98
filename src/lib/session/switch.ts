import type { createStore } from 'jotai';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { AUTH_FAILURE_CODES } from '@/api/codes';
import { vipInfoEndpoint } from '@/api/endpoints/start';
import { isOwnUserInfo } from '@/api/schemas/user';
import { probeTokenAtom, signInAtom } from './state';
import type { SavedAccount } from './stored';

type Store = ReturnType<typeof createStore>;

export type SwitchOutcome = 'signed-in' | 'expired' | 'failed';

/**
 * One-tap sign-in with a saved login. Its token is tried on that member's user info (the launch
 * fetch) without touching the session that is there: accepted, it becomes the session (the cache
 * emptied, as on every sign-in); refused with an authentication code, it is forgotten everywhere
 * ('expired': the member types the password); any other failure changes nothing ('failed').
 */
export async function switchAccount(store: Store, account: SavedAccount): Promise<SwitchOutcome> {
  if (!account.token) return 'expired';
  store.set(probeTokenAtom, account.token);
  try {
    const info = await request(vipInfoEndpoint, { path: { userId: account.userId } });
    // A token of another member reads only the public fields of this id: not this login's token
    // (a tampered saved account), so nothing changes.
    if (!isOwnUserInfo(info)) return 'failed';
    store.set(probeTokenAtom, null);
    store.set(signInAtom, account);
    return 'signed-in';
  } catch (error) {
    // The client's session-end effect has already forgotten a refused token (it was the probe's).
    return isApiError(error) && AUTH_FAILURE_CODES.includes(error.code ?? '')
      ? 'expired'
      : 'failed';
  } finally {
    store.set(probeTokenAtom, null);
  }
}
