import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';

/** Countries and regions with their phone area codes (the names come in the member's language). */
export const countriesQuery = queryOptions({
  queryKey: ['config', 'countries'] as const,
  queryFn: ({ signal }) => request(configEndpoints.countries, {}, { signal }),
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
