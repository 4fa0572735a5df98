import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import type { RegistrationDraft } from '@/api/schemas/account';
import { recordInvite } from './invite';

/**
 * POST auth/app/public/registration (sourceType 3); refusals are notified by the error policy.
 * With an invite code, the invite is then recorded (auth.recordInvite) before the registration
 * counts as done.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegistrationDraft) => {
      const registered = await request(authEndpoints.register, { body });
      const inviteCode = body.inviteCode?.trim();
      if (inviteCode) await recordInvite(registered.userId, inviteCode);
      return registered;
    },
  });
}
