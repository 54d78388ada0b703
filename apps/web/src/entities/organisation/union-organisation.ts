import { queryKeyOf, type Endpoint, type UnionOrganisationDetails } from '@mywru/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCallback } from 'react';
import { endpointQuery, type EndpointRef, lazyEndpoint, useEndpointMutation } from '../../lib/endpoint-client';

const organisationsContracts = () => import('@mywru/shared/organisations/endpoints');
const getOrganisationForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/organisations/:organisationId',
  async () => (await organisationsContracts()).getOrganisationForUnionEndpoint,
);
const getOrganisationOptionsForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/organisations/options',
  async () => (await organisationsContracts()).getOrganisationOptionsForUnionEndpoint,
);
/** The union's organisation list: its key, and the organisations page's read. */
export const listOrganisationsForUnionEndpoint = lazyEndpoint(
  'GET',
  '/api/union/organisations',
  async () => (await organisationsContracts()).listOrganisationsForUnionEndpoint,
);

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** `GET /api/union/organisations/{id}`: an organisation as the union sees it, with its teams and office holders. */
export function useUnionOrganisation(organisationId: number) {
  return useQuery({
    ...endpointQuery(getOrganisationForUnionEndpoint, { params: { organisationId } }),
    enabled: isId(organisationId),
  });
}

/** `GET /api/union/organisations/options`: types, regions, team templates and appointable roles. */
export function useUnionOrganisationOptions() {
  return useQuery({ ...endpointQuery(getOrganisationOptionsForUnionEndpoint), staleTime: 60 * 60 * 1000 });
}

/**
 * Every page of the union's organisation list: the list's key followed by its filters, an object
 * that `{}` matches, so neither an organisation's details (`…/organisations/5`) nor the options nor
 * the people search under the same path are caught.
 */
export const unionOrganisationListKey = [...queryKeyOf(listOrganisationsForUnionEndpoint), {}] as const;

/**
 * Replaces an organisation's cached details: with what a change answered (every change but the
 * registrations toggle answers the organisation as it now is), or through a function of the cached
 * ones. Mutations also invalidate `unionOrganisationListKey`, whose counts and names may have changed.
 */
export function useSetUnionOrganisation() {
  const queryClient = useQueryClient();
  return useCallback(
    (
      organisationId: number,
      next: UnionOrganisationDetails | ((current: UnionOrganisationDetails) => UnionOrganisationDetails),
    ) =>
      queryClient.setQueryData<UnionOrganisationDetails>(
        queryKeyOf(getOrganisationForUnionEndpoint, { params: { organisationId } }),
        (current) => (typeof next === 'function' ? (current ? next(current) : current) : next),
      ),
    [queryClient],
  );
}

/**
 * A change of an organisation, or of its teams, by the union. Each such endpoint answers the
 * organisation as it now is, which replaces its cached details; every page of the organisation list
 * (its names and team counts) is fetched again on its next visit.
 */
export function useUnionOrganisationChange<E extends Endpoint & { response: z.ZodType<UnionOrganisationDetails> }>(
  endpoint: EndpointRef<E>,
) {
  const setOrganisation = useSetUnionOrganisation();
  return useEndpointMutation(endpoint, {
    invalidates: () => [unionOrganisationListKey],
    onSuccess: (organisation: UnionOrganisationDetails) => setOrganisation(organisation.id, organisation),
  });
}
