import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import type { RegistrationDraft } from '@/api/schemas/account';

/** POST auth/app/public/registration (sourceType 3); refusals are notified by the error policy. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegistrationDraft) => request(authEndpoints.register, { body }),
  });
}
