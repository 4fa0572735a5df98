import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { userEndpoints as ep } from '@/api/endpoints/user';
import { endpointKey } from '@/api/query-key';
import type { NoticeSettings, PrivacySettings } from '@/api/schemas/account';

/**
 * The privacy and notice switches: each change is saved at once (optimistic), and rolled back
 * when the call fails; the caller tells the member.
 */
function flagsApi<T extends object>(
  read: typeof ep.privacy | typeof ep.notice,
  write: typeof ep.setPrivacy | typeof ep.setNotice,
) {
  const query = () =>
    queryOptions({
      queryKey: endpointKey(read),
      queryFn: ({ signal }) => request(read, {}, { signal }) as Promise<T>,
    });
  const useFlags = () => useQuery(query());
  const useSetFlag = () => {
    const queryClient = useQueryClient();
    const key = query().queryKey;
    return useMutation({
      mutationFn: (change: Partial<T>) => request(write, { body: change } as never) as Promise<T>,
      onMutate: async (change: Partial<T>) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<T>(key);
        if (before) queryClient.setQueryData<T>(key, { ...before, ...change });
        return { before };
      },
      onError: (_error, _change, context) => {
        if (context?.before) queryClient.setQueryData<T>(key, context.before);
      },
      onSuccess: (saved) => queryClient.setQueryData<T>(key, saved),
    });
  };
  return { query, useFlags, useSetFlag };
}

export const privacyFlags = flagsApi<PrivacySettings>(ep.privacy, ep.setPrivacy);
export const noticeFlags = flagsApi<NoticeSettings>(ep.notice, ep.setNotice);
