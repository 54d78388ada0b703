import { CountryListSchema } from '@mywru/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiData } from '../../../lib/api-client';

/** `GET /api/country`: the countries an address may be in (1 is the United Kingdom). */
export const countriesQuery = queryOptions({
  queryKey: ['country'],
  queryFn: async () => CountryListSchema.parse(await apiData<unknown>('/api/country')),
  staleTime: Infinity,
});

/** The country list; a failure to load it is only logged (spec section 8), the select stays empty. */
export function useCountries() {
  const countries = useQuery(countriesQuery);
  useEffect(() => {
    if (countries.isError) console.error('Could not load countries', countries.error);
  }, [countries.isError, countries.error]);
  return countries;
}
