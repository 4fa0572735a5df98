import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { userEndpoints as ep } from '@/api/endpoints/user';
import { PROPOSED_CODES } from '@/api/proposed-codes';
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
    // The page says 'account name changed' itself: the policy's generic 'saved' would be a second notice.
    mutationFn: (username: string) =>
      request(ep.changeUsername, { body: { username } }, { notify: 'failures' }),
    onSuccess: refresh,
  });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: { phoneAreaCode: string; phoneNumber: string }) =>
      request(configEndpoints.smsSend, { body: { ...phone, scene: 'changePhone' } }),
  });
}

/**
 * Step one of a phone change (issue 27: a session alone must not move the phone the pay password
 * is reset by): the login password or the code sent to the current phone, exactly one. Answers a
 * single-use ticket, kept in the page's memory only. `notify: false`: the step shows the refusal.
 */
export function useVerifyIdentity() {
  return useMutation({
    mutationFn: (proof: { password: string } | { smsCode: string }) =>
      request(ep.verifyIdentity, { body: { purpose: 'changePhone', ...proof } }, { notify: false }),
  });
}

/** Step two: the new phone and its code, with the ticket of step one. */
export function useChangePhone() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: {
      ticket: string;
      phoneAreaCode: string;
      phoneNumber: string;
      code: string;
    }) => request(ep.changePhone, { body }, { notify: false }),
    onSuccess: refresh,
  });
}

/** The ticket of step one was refused (used, expired): the page goes back to step one. */
export function needsIdentityAgain(error: unknown): boolean {
  return isApiError(error) && error.code === PROPOSED_CODES.identityUnverified.code;
}

/**
 * The passwords live in the form only: sent once, never stored or cached. The page says 'changed,
 * sign in again' itself, the one notice of this action.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      request(ep.changePassword, { body }, { notify: 'failures' }),
  });
}

/** Ends this session on the server; a failure there never keeps the member signed in here. */
export function logoutOnServer(): Promise<unknown> {
  return request(ep.logout, {}, { notify: false }).catch(() => null);
}
