import { useQuery } from '@tanstack/react-query';
import { configEndpoints } from '@/api/endpoints/config';
import { endpointQuery } from '@/api/query-key';

/** Countries and regions with their phone area codes (the names come in the member's language). */
export const countriesQuery = endpointQuery(configEndpoints.countries, {}, { staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQuery);
}
