import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery, lazyEndpoint } from '../../../lib/endpoint-client';

const lookupsContracts = () => import('@mywru/shared/lookups/endpoints');
const listCountriesEndpoint = lazyEndpoint(
  'GET',
  '/api/country',
  async () => (await lookupsContracts()).listCountriesEndpoint,
);

/** `GET /api/country`: the countries an address may be in (1 is the United Kingdom). */
export const countriesQuery = { ...endpointQuery(listCountriesEndpoint), staleTime: Infinity };

/** The country list; a failure to load it is only logged (spec section 8), the select stays empty. */
export function useCountries() {
  const countries = useQuery(countriesQuery);
  useEffect(() => {
    if (countries.isError) console.error('Could not load countries', countries.error);
  }, [countries.isError, countries.error]);
  return countries;
}
