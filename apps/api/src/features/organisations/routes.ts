import {
  getOrganisationHubEndpoint,
  getOrganisationResourcesEndpoint,
  listManagedOrganisationsEndpoint,
  listOrganisationsEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { getOrganisationHub } from './get-hub';
import { getOrganisationResources } from './get-resources';
import { listManagedOrganisations } from './list-managed';
import { listOrganisations } from './list-organisations';

const organisationRoutes: FastifyPluginAsync = async (app) => {
  route(app, listManagedOrganisationsEndpoint, (context, { params }) => listManagedOrganisations(context, params));
  route(app, listOrganisationsEndpoint, (context, { query }) => listOrganisations(context, query));

  route(app, getOrganisationHubEndpoint, (context, { params }) => getOrganisationHub(context, params));
  route(app, getOrganisationResourcesEndpoint, (context, { params }) =>
    getOrganisationResources(context, { ...params, urls: app.config.clubInvestmentModelUrls }),
  );
};
export default organisationRoutes;
