import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { userEndpoints as ep } from '@/api/endpoints/user';
import { endpointKey } from '@/api/query-key';
import { userIdAtom } from '@/lib/session';

/** The member's own profile: account name, masked phone, pay-password state. */
export function ownProfileQuery(userId: string) {
  const input = { path: { id: userId } };
  return queryOptions({
    queryKey: endpointKey(ep.profile, input),
    queryFn: ({ signal }) => request(ep.profile, input, { signal }),
  });
}

export function useOwnProfile() {
  const userId = useAtomValue(userIdAtom) ?? '';
  return useQuery({ ...ownProfileQuery(userId), enabled: userId !== '' });
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ep.profile.id] }),
      queryClient.invalidateQueries({ queryKey: [ep.vipInfo.id] }),
      queryClient.invalidateQueries({ queryKey: ['user', 'current'] }),
    ]);
}

export function useChangeUsername() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (username: string) => request(ep.changeUsername, { body: { username } }),
    onSuccess: refresh,
  });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: { phoneAreaCode: string; phoneNumber: string }) =>
      request(configEndpoints.smsSend, { body: { ...phone, scene: 'changePhone' } }),
  });
}

export function useChangePhone() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: { phoneAreaCode: string; phoneNumber: string; code: string }) =>
      request(ep.changePhone, { body }),
    onSuccess: refresh,
  });
}

/** The passwords live in the form only: sent once, never stored or cached. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      request(ep.changePassword, { body }),
  });
}

/** Ends this session on the server; a failure there never keeps the member signed in here. */
export function logoutOnServer(): Promise<unknown> {
  return request(ep.logout, {}, { notify: false }).catch(() => null);
}
