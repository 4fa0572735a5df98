import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import type { RegistrationDraft } from '@/api/schemas/account';
import { tokenAtom, userIdAtom } from '@/lib/session';
import { recordInvite } from './invite';

/**
 * Binds the signed-in visitor to a real account (POST .../user/add/binding, private): the
 * visitor's token and userId go with the draft, and the userId stays, so whatever the visitor had
 * is kept. With an invite code, the invite is then recorded (auth.recordInvite).
 */
export function useBindVisitor() {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: async (draft: RegistrationDraft) => {
      const bound = await request(authEndpoints.bindVisitor, {
        body: { ...draft, token: token ?? '', userId: userId ?? '' },
      });
      // As after a registration: the inviter's reward comes with this call only (issue 16).
      const inviteCode = draft.inviteCode?.trim();
      if (inviteCode) await recordInvite(bound.userId, inviteCode);
      return bound;
    },
  });
}
