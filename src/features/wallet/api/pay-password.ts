import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { paySafetyQuery } from '@/components/pay-password/use-pay-password-guard';
import { invalidateMoney } from '@/lib/money';

/** Whether the member has a pay password: the set screen hands over to modify when one is set. */
export function usePaySafety() {
  return useQuery(paySafetyQuery());
}

/**
 * Setting (proven by the login password) or changing (proven by the old one) the pay password.
 * `notify: false`: the screen shows 'Failed to set payment password!' or the server's text itself.
 */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; payPassword: string }) =>
      request(walletEndpoints.setPayPassword, { body }, { notify: false }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}

export function useModifyPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { oldPayPassword: string; payPassword: string }) =>
      request(walletEndpoints.modifyPayPassword, { body }, { notify: false }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}

/** A forgotten pay password: the SMS code of the account's own phone proves it is the member. */
export function useResetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { smsCode: string; payPassword: string }) =>
      request(walletEndpoints.resetPayPassword, { body }, { notify: false }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
