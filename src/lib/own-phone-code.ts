import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import {
  phoneCooldownSchema,
  type OwnPhoneCodeScene,
  type PhoneCooldown,
} from '@/api/schemas/security';

/**
 * An SMS code to the member's own bound phone (issue 27): the server knows the number, the client
 * names none (it only has it masked, `138****0001`, and a session must not choose where a code
 * that proves the member goes). Used by the phone change's first step and the pay-password reset.
 * `notify: false`: the screens say what went wrong beside the button.
 */
export function useSendOwnPhoneCode(scene: OwnPhoneCodeScene) {
  return useMutation({
    mutationFn: () => request(userEndpoints.ownPhoneCode, { body: { scene } }, { notify: false }),
  });
}

/** A refusal because the phone was changed less than a day ago, with its numbers; else null. */
export function phoneCooldownOf(error: unknown): PhoneCooldown | null {
  if (!isApiError(error) || error.code !== PROPOSED_CODES.phoneRecentlyChanged.code) return null;
  const parsed = phoneCooldownSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
