import {
  addAddressEndpoint,
  addChildEndpoint,
  captureDetailsEndpoint,
  changePersonEndpoint,
  getOrganisationPersonEndpoint,
  getPersonEndpoint,
  listChildrenEndpoint,
  savePersonEndpoint,
  searchOrganisationPeopleEndpoint,
  searchUnionPeopleEndpoint,
  setMarketingPreferencesEndpoint,
  setPersonLanguageEndpoint,
  submitOnboardingEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { addAddress } from './add-address';
import { addChild } from './add-child';
import { getPerson } from './get-person';
import { getOrganisationPerson } from './get-for-organisation';
import { listChildren } from './list-children';
import { searchPeopleForOrganisation } from './search-for-organisation';
import { searchPeopleForUnion } from './search-for-union';
import { submitOnboarding } from './submit-onboarding';
import { updateMarketingPreferences } from './update-marketing-preferences';
import { setPersonLanguage } from './set-language';
import { updatePerson } from './update';

/**
 * People: a person's own details and their children's, addresses, marketing preferences and
 * onboarding; Search People and the person details dialog of an organisation (area People); the
 * union's people search (area dbs).
 */
const peopleRoutes: FastifyPluginAsync = async (app) => {
  const issuer = app.config.oidc.kind;

  route(app, getPersonEndpoint, (context, { params }) => getPerson(context, params));
  route(app, changePersonEndpoint, (context, { params, body }) =>
    updatePerson(context, { id: params.id, changes: body, action: 'person.updated', issuer }),
  );
  route(app, savePersonEndpoint, (context, { params, body }) =>
    updatePerson(context, { id: params.id, changes: body, action: 'person.replaced', issuer }),
  );
  route(app, captureDetailsEndpoint, async (context, { params, body }) => {
    await updatePerson(context, { id: params.id, changes: body, action: 'person.details-captured', issuer });
    return undefined;
  });
  route(app, listChildrenEndpoint, (context, { params }) => listChildren(context, params));
  route(app, addChildEndpoint, (context, { params, body }) => addChild(context, { id: params.id, child: body }));
  route(app, addAddressEndpoint, (context, { params, body }) => addAddress(context, { id: params.id, address: body }));
  route(app, setMarketingPreferencesEndpoint, (context, { params, body }) =>
    updateMarketingPreferences(context, { id: params.id, preferences: body }),
  );
  route(app, setPersonLanguageEndpoint, (context, { params, body }) =>
    setPersonLanguage(context, { id: params.id, language: body.language }),
  );
  route(app, submitOnboardingEndpoint, (context, { params, body }) =>
    submitOnboarding(context, { id: params.id, details: body }),
  );

  route(app, searchOrganisationPeopleEndpoint, (context, { params, query }) =>
    searchPeopleForOrganisation(context, { organisationId: params.organisationId, query }),
  );
  route(app, getOrganisationPersonEndpoint, (context, { params }) => getOrganisationPerson(context, params));
  route(app, searchUnionPeopleEndpoint, (context, { query }) =>
    searchPeopleForUnion(context, { search: query.search }),
  );
};
export default peopleRoutes;
