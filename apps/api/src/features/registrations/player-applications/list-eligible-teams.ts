import {
  AGE_GRADES,
  gradeFit,
  isAgeGrade,
  registrationSeason,
  TEAM_PAGE_SIZE,
  teamRestriction,
  type EndpointInput,
  type listEligibleTeamsEndpoint,
  type TeamCard,
} from '@mywru/shared';
import { AppError } from '../../../lib/app-error';
import { loadPersonForActor } from '../../../domain/access/person-access';
import { teamParentNameCy } from '../../../domain/team/names';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { loadEligibility, playerGrade } from './eligibility';
import { sexValue } from '../present';
import { listOpenTeamParents, organisationTypeExists } from '../queries';

/**
 * GET /organisation/type/{typeId}/team-parents: the teams of an organisation type the person may
 * apply for, 9 per page, optionally searched by team or organisation name. Only teams taking
 * registrations, of active organisations, in the person's age grade for the registration season or
 * one up, and mixed or of the person's sex. Restricted teams are listed with the restriction.
 */
export async function listEligibleTeams(
  context: UseCaseContext,
  input: EndpointInput<typeof listEligibleTeamsEndpoint>,
): Promise<TeamCard[]> {
  const { db } = context;
  const { params, query } = input;
  const person = await loadPersonForActor(db, context.actor, query.personId);
  if (!(await organisationTypeExists(db, params.typeId))) {
    throw new AppError('player_application.organisation_type_not_found');
  }
  const season = registrationSeason(context.now);
  const grade = playerGrade(person, season);
  if (!grade) return [];
  const grades = AGE_GRADES.filter((teamGrade) => gradeFit(grade, teamGrade) !== 'not-eligible');
  const [rows, eligibility] = await Promise.all([
    listOpenTeamParents(db, {
      organisationTypeId: params.typeId,
      ageGrades: grades,
      sexId: person.sexId,
      search: query.search ?? null,
      offset: (query.page - 1) * TEAM_PAGE_SIZE,
      limit: TEAM_PAGE_SIZE,
    }),
    loadEligibility(db, person.id, season),
  ]);
  const restrictions = eligibility.restrictionsFor(params.typeId);
  return rows.map((row) => {
    const teamGrade = isAgeGrade(row.ageGrade) ? row.ageGrade : 'senior';
    const restriction = teamRestriction(restrictions, {
      organisationId: row.organisationId,
      gameFormatId: row.gameFormatId,
      isPlayingForTeam: eligibility.playingTeamParentIds.has(row.teamParentId),
    });
    return {
      teamParentId: row.teamParentId,
      team: row.team,
      teamCy: teamParentNameCy({ name: row.team, templateName: row.templateName, templateNameCy: row.templateNameCy }),
      organisation: { id: row.organisationId, name: row.organisationName },
      gameFormat: { id: row.gameFormatId, name: row.gameFormatName },
      ageGrade: teamGrade,
      sex: row.sexId === null ? null : { id: row.sexId, value: sexValue(row.sexId) },
      restricted: restriction ? { reason: restriction.reason, message: restriction.message } : null,
      eligibility: gradeFit(grade, teamGrade) === 'same' ? 'same' : 'one-up',
    };
  });
}
