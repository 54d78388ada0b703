import {
  changeTeamEndpoint,
  countWorkQueueEndpoint,
  decidePlayerApplicationAsOrganisationEndpoint,
  decidePlayerApplicationAsUnionEndpoint,
  decideVolunteerRegistrationAsOrganisationEndpoint,
  decideVolunteerRegistrationAsUnionEndpoint,
  getPlayerApplicationForUnionEndpoint,
  getVolunteerRegistrationForUnionEndpoint,
  listOrganisationPlayerApplicationsEndpoint,
  listOrganisationVolunteerRegistrationsEndpoint,
  listWorkQueueEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { changeTeam } from './player-applications/change-team';
import { decideAsOrganisation as decidePlayerApplicationAsOrganisation } from './player-applications/decide-as-organisation';
import { decideAsUnion as decidePlayerApplicationAsUnion } from './player-applications/decide-as-union';
import { getForUnion as getPlayerApplicationForUnion } from './player-applications/get-for-union';
import { listForOrganisation as listPlayerApplicationsForOrganisation } from './player-applications/list-for-organisation';
import { decideAsOrganisation as decideVolunteerRegistrationAsOrganisation } from './volunteer-registrations/decide-as-organisation';
import { decideAsUnion as decideVolunteerRegistrationAsUnion } from './volunteer-registrations/decide-as-union';
import { getForUnion as getVolunteerRegistrationForUnion } from './volunteer-registrations/get-for-union';
import { listForOrganisation as listVolunteerRegistrationsForOrganisation } from './volunteer-registrations/list-for-organisation';
import { countWorkQueue } from './work-queue/count';
import { listWorkQueue } from './work-queue/list';

/**
 * The decisions on registrations. Manage Registrations for an organisation (area Registrations:
 * Club Secretary, Club Secretary Support, Team Manager and Team Coach; the last two for their own
 * teams only): the player and volunteer applications, their decisions, and Change Team. The union's
 * work queue (area work-queue: Registrations Officer, Union Administrator): referred player
 * applications and volunteer registrations awaiting the union, and the union's decisions.
 */
const registrationDecisionRoutes: FastifyPluginAsync = async (app) => {
  route(app, listOrganisationPlayerApplicationsEndpoint, listPlayerApplicationsForOrganisation);
  route(app, decidePlayerApplicationAsOrganisationEndpoint, decidePlayerApplicationAsOrganisation);
  route(app, listOrganisationVolunteerRegistrationsEndpoint, listVolunteerRegistrationsForOrganisation);
  route(app, decideVolunteerRegistrationAsOrganisationEndpoint, decideVolunteerRegistrationAsOrganisation);
  route(app, changeTeamEndpoint, changeTeam);

  route(app, listWorkQueueEndpoint, (context) => listWorkQueue(context));
  route(app, countWorkQueueEndpoint, (context) => countWorkQueue(context));
  route(app, getPlayerApplicationForUnionEndpoint, getPlayerApplicationForUnion);
  route(app, getVolunteerRegistrationForUnionEndpoint, getVolunteerRegistrationForUnion);
  route(app, decidePlayerApplicationAsUnionEndpoint, decidePlayerApplicationAsUnion);
  route(app, decideVolunteerRegistrationAsUnionEndpoint, decideVolunteerRegistrationAsUnion);
};
export default registrationDecisionRoutes;
