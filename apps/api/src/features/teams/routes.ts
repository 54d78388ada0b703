import {
  addTeamChildAsUnionEndpoint,
  addTeamParentAsUnionEndpoint,
  removeTeamChildAsUnionEndpoint,
  renameTeamChildAsUnionEndpoint,
  setTeamRegistrationAsUnionEndpoint,
  listOrganisationTeamsEndpoint,
  listTeamParentsOfOrganisationEndpoint,
  listTeamPlayersEndpoint,
  setTeamRegistrationEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { addTeamChildAsUnion } from './add-team-child-as-union';
import { addTeamParentAsUnion } from './add-team-parent-as-union';
import { removeTeamChildAsUnion } from './remove-team-child-as-union';
import { renameTeamChildAsUnion } from './rename-team-child-as-union';
import { setTeamRegistrationAsUnion } from './set-registration-as-union';
import { listOrganisationTeams } from './list-for-organisation';
import { listTeamPlayers } from './list-players';
import { listTeamParentsOfOrganisation } from './list-team-parents-of-organisation';
import { setTeamRegistration } from './set-registration';

/**
 * Manage Teams and the team page (area Teams: Club Secretary, Club Secretary Support, Club Chair,
 * Team Manager and Team Coach; the last two for their own teams only), and an active
 * organisation's teams for anyone choosing one to register with.
 */
const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, listOrganisationTeamsEndpoint, (context, { params }) => listOrganisationTeams(context, params));
  route(app, listTeamPlayersEndpoint, (context, { params, query }) =>
    listTeamPlayers(context, { teamChildId: params.id, query }),
  );
  route(app, setTeamRegistrationEndpoint, (context, { params, body }) =>
    setTeamRegistration(context, { teamParentId: params.id, value: body.value }),
  );
  route(app, listTeamParentsOfOrganisationEndpoint, (context, { params, query }) =>
    listTeamParentsOfOrganisation(context, { ...params, page: query.page }),
  );

  // The union's back office (area organisations): an organisation's team parents and variations.
  route(app, addTeamParentAsUnionEndpoint, (context, { params, body }) =>
    addTeamParentAsUnion(context, { organisationId: params.organisationId, team: body }),
  );
  route(app, setTeamRegistrationAsUnionEndpoint, (context, { params, body }) =>
    setTeamRegistrationAsUnion(context, { ...params, value: body.value }),
  );
  route(app, addTeamChildAsUnionEndpoint, (context, { params, body }) =>
    addTeamChildAsUnion(context, { ...params, value: body.value }),
  );
  route(app, renameTeamChildAsUnionEndpoint, (context, { params, body }) =>
    renameTeamChildAsUnion(context, { ...params, value: body.value }),
  );
  route(app, removeTeamChildAsUnionEndpoint, (context, { params }) => removeTeamChildAsUnion(context, params));
};
export default teamRoutes;
