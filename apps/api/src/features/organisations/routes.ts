import {
  appointOfficeHolderEndpoint,
  changeOrganisationAsUnionEndpoint,
  createOrganisationAsUnionEndpoint,
  endOfficeHolderEndpoint,
  getOrganisationForUnionEndpoint,
  getOrganisationOptionsForUnionEndpoint,
  listOrganisationsForUnionEndpoint,
  searchPeopleToAppointEndpoint,
  getOrganisationHubEndpoint,
  getOrganisationResourcesEndpoint,
  listManagedOrganisationsEndpoint,
  listOrganisationsEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { appointOfficeHolder } from './appoint-office-holder';
import { changeOrganisationAsUnion } from './change-as-union';
import { createOrganisationAsUnion } from './create-as-union';
import { endOfficeHolder } from './end-office-holder';
import { getOrganisationForUnion } from './get-for-union';
import { getOrganisationOptionsForUnion } from './get-options-for-union';
import { getOrganisationHub } from './get-hub';
import { listOrganisationsForUnion } from './list-for-union';
import { searchPeopleToAppoint } from './search-people-to-appoint';
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

  // The union's back office (area organisations: Union Administrator only); every change is audited.
  route(app, listOrganisationsForUnionEndpoint, (context, { query }) => listOrganisationsForUnion(context, query));
  route(app, getOrganisationOptionsForUnionEndpoint, (context) => getOrganisationOptionsForUnion(context));
  route(app, searchPeopleToAppointEndpoint, (context, { query }) => searchPeopleToAppoint(context, query));
  route(app, createOrganisationAsUnionEndpoint, (context, { body }) => createOrganisationAsUnion(context, body));
  route(app, getOrganisationForUnionEndpoint, (context, { params }) => getOrganisationForUnion(context, params));
  route(app, changeOrganisationAsUnionEndpoint, (context, { params, body }) =>
    changeOrganisationAsUnion(context, { organisationId: params.organisationId, changes: body }),
  );
  route(app, appointOfficeHolderEndpoint, (context, { params, body }) =>
    appointOfficeHolder(context, { organisationId: params.organisationId, appointment: body }),
  );
  route(app, endOfficeHolderEndpoint, (context, { params }) => endOfficeHolder(context, params));
};
export default organisationRoutes;
