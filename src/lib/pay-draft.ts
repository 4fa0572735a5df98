import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useOverlay, type OverlayParamsByKind } from './overlays';
import { readPayParams } from './pay-params';
import { tokenAtom, userIdAtom } from './session';

/**
 * What was being bought when the session ended in the pay sheet (issue 9): the sheet closes, and
 * after the same member signs in again it opens again with the same purchase. Only what the sheet
 * was opened with is kept (never a password); another member signing in does not get it.
 */
const PAY_DRAFT_KEY = 'pay.sheet';

export function keepPayDraft(owner: string | null, params: OverlayParamsByKind['pay']): void {
  if (owner) writeDraft(PAY_DRAFT_KEY, owner, params);
}

/** The kept purchase of `owner`, if any and well-formed (storage is anyone's to edit). */
export function readPayDraft(owner: string): OverlayParamsByKind['pay'] | null {
  return readPayParams(readDraft(PAY_DRAFT_KEY, owner));
}

/**
 * Mounted by the shell: once a member is signed in and off the login pages, a purchase their
 * session interrupted opens again in the pay sheet (once: the draft is cleared as it opens).
 */
export function usePayDraftResume(): void {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const { pathname } = useLocation();
  const { open } = useOverlay();
  const onLoginPage = pathname.startsWith('/login');
  useEffect(() => {
    if (!token || !userId || onLoginPage) return;
    const params = readPayDraft(userId);
    if (!params) return;
    clearDraft(PAY_DRAFT_KEY);
    open({ kind: 'pay', params });
    // `open` sets an atom: stable by meaning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, userId, onLoginPage]);
}
