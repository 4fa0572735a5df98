import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';

/**
 * Puts an invite code on the identity card (the spec's "add invite code to identity card"): the
 * answer is the card with that code in its QR text, which replaces the card everywhere it is read.
 */
export function useCardInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) =>
      // The overlay says the refusal beside the field and the success itself: one notice at most.
      request(userEndpoints.identityCardInviteCode, { body: { inviteCode } }, { notify: false }),
    onSuccess: (card) => {
      queryClient.setQueriesData({ queryKey: [userEndpoints.identityCard.id] }, card);
    },
  });
}
