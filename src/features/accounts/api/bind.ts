import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import type { RegistrationDraft } from '@/api/schemas/account';
import { tokenAtom, userIdAtom } from '@/lib/session';

/**
 * Binds the signed-in visitor to a real account (POST .../user/add/binding, private): the
 * visitor's token and userId go with the draft, and the userId stays, so whatever the visitor had
 * is kept.
 */
export function useBindVisitor() {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: (draft: RegistrationDraft) =>
      request(authEndpoints.bindVisitor, {
        body: { ...draft, token: token ?? '', userId: userId ?? '' },
      }),
  });
}
