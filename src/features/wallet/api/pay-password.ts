import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';

/**
 * Setting (proven by the login password) or changing (proven by the old one) the pay password.
 * `notify: false`: the screen shows 'Failed to set payment password!' or the server's text itself.
 */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; payPassword: string }) =>
      request(walletEndpoints.setPayPassword, { body }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}

export function useModifyPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { oldPayPassword: string; payPassword: string }) =>
      request(walletEndpoints.modifyPayPassword, { body }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
