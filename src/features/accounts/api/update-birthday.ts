import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { userEndpoints } from '@/api/endpoints/user';
import { invalidateCurrentUser } from '@/lib/current-user';

/** PUT the member's birthday ('YYYY-MM'); the policy shows the server's success message. */
export function updateBirthday(birthday: string) {
  return request(userEndpoints.update, { body: { birthday } });
}

export function useUpdateBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBirthday,
    onSuccess: () => invalidateCurrentUser(queryClient),
  });
}
