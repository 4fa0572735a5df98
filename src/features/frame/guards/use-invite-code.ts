import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS, storage } from '@/lib/session';

/** The query parameter carrying an invite code, on any page (section 1). */
export const INVITE_CODE_PARAM = 'inviteCode';

/**
 * Remembers an `inviteCode` query parameter in localStorage 'inviteCode' for registration. Checked
 * on every navigation, so an in-app link with a code counts as much as the first page load.
 */
export function useInviteCodeCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    const code = new URLSearchParams(search).get(INVITE_CODE_PARAM)?.trim();
    if (code) storage.write(STORAGE_KEYS.inviteCode, code);
  }, [search]);
}
