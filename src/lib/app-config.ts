import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';

/** General config (support mail, the app landing page, the site name): public, fetched at init. */
export const generalConfigQuery = queryOptions({
  queryKey: ['config', 'general'] as const,
  queryFn: ({ signal }) => request(configEndpoints.general, {}, { signal }),
  staleTime: 30 * 60_000,
});

export function useGeneralConfig() {
  return useQuery(generalConfigQuery);
}
