import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import { endpointKey } from '@/api/query-key';

/**
 * The ten numbered security questions a member chooses three of (registration and binding). They
 * come from the server in the member's language, so the wording is the backend's to change; the
 * key carries the language because the texts are translated by the server.
 */
export const securityQuestionListQuery = (language: string) =>
  queryOptions({
    queryKey: endpointKey(authEndpoints.securityQuestionList, {}, language),
    queryFn: ({ signal }) =>
      request(authEndpoints.securityQuestionList, {}, { signal, notify: false }),
    staleTime: Infinity,
  });

export function useSecurityQuestionList(language: string) {
  return useQuery(securityQuestionListQuery(language));
}
