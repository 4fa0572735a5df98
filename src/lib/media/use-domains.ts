import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { tokenAtom } from '../session';

/**
 * The media domain list. It is a private call, so it is fetched only with a token; without one,
 * media simply wait (signed-out screens show placeholders).
 */
export const domainsQuery = queryOptions({
  queryKey: ['config', 'domains'] as const,
  queryFn: ({ signal }) => request(configEndpoints.domains, {}, { signal }),
  // Hosts rotate server-side, but not by the minute; failover covers a host dying meanwhile.
  staleTime: 10 * 60_000,
});

export function useDomains() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...domainsQuery, enabled: Boolean(token) });
}
