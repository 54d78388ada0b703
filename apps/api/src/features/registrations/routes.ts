import {
  getEligibilityRestrictionsEndpoint,
  getEligibilitySummaryEndpoint,
  getPlayerApplicationEndpoint,
  getTeamParentEndpoint,
  listEligibleTeamsEndpoint,
  listOrganisationTypesEndpoint,
  listPlayerApplicationsEndpoint,
  listVolunteerRegistrationsEndpoint,
  listVolunteerRolesEndpoint,
  submitPlayerApplicationEndpoint,
  submitVolunteerRegistrationEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../lib/endpoint';
import { getEligibilityRestrictions } from './player-applications/get-eligibility-restrictions';
import { getEligibilitySummary } from './player-applications/get-eligibility-summary';
import { getPlayerApplication } from './player-applications/get';
import { getTeamParent } from './player-applications/get-team-parent';
import { listEligibleTeams } from './player-applications/list-eligible-teams';
import { listPlayerApplications } from './player-applications/list-for-person';
import { listOrganisationTypes } from './player-applications/list-organisation-types';
import { submitPlayerApplication } from './player-applications/submit';
import { listVolunteerRegistrations } from './volunteer-registrations/list-for-person';
import { listVolunteerRoles } from './volunteer-registrations/list-roles';
import { submitVolunteerRegistration } from './volunteer-registrations/submit';

/**
 * A repeated submission answers 200 with what already exists, a new one the contract's 201. The
 * 200 is sent here and awaited (until the response has ended), so `route` sends nothing more.
 */
async function answerSubmission<T extends { created: boolean }>(result: T, reply: FastifyReply): Promise<T> {
  if (!result.created) await reply.status(200).send(result);
  return result;
}

/**
 * Registrations, the member's side: Register to Play, Register to Volunteer and Track
 * Registrations. Every call needs a signed-in member; person-scoped calls act only for the member
 * or their own child (403 otherwise).
 */
const registrationRoutes: FastifyPluginAsync = async (app) => {
  route(app, listOrganisationTypesEndpoint, (context) => listOrganisationTypes(context));
  route(app, listEligibleTeamsEndpoint, (context, input) => listEligibleTeams(context, input));
  route(app, getTeamParentEndpoint, (context, input) => getTeamParent(context, input));
  route(app, getEligibilitySummaryEndpoint, (context, input) => getEligibilitySummary(context, input));
  route(app, getEligibilityRestrictionsEndpoint, (context, input) => getEligibilityRestrictions(context, input));
  route(app, submitPlayerApplicationEndpoint, async (context, input, { reply }) =>
    answerSubmission(await submitPlayerApplication(context, input), reply),
  );
  route(app, listPlayerApplicationsEndpoint, (context, input) => listPlayerApplications(context, input));
  route(app, getPlayerApplicationEndpoint, (context, input) => getPlayerApplication(context, input));
  route(app, listVolunteerRolesEndpoint, (context) => listVolunteerRoles(context));
  route(app, listVolunteerRegistrationsEndpoint, (context, input) => listVolunteerRegistrations(context, input));
  route(app, submitVolunteerRegistrationEndpoint, async (context, input, { reply }) =>
    answerSubmission(await submitVolunteerRegistration(context, input), reply),
  );
};
export default registrationRoutes;
