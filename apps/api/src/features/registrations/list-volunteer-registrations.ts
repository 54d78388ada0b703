import { dbsStatus, type VolunteerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../lib/person-access';
import { listDbsExpiries } from '../../lib/person-records';
import { listTeamNames, listVolunteerRegistrationRows } from './queries';

/** GET /person/{id}/volunteer-registration: my own or my child's volunteer registrations, newest first. */
export async function listVolunteerRegistrations(options: {
  db: DbOrTx;
  actor: Actor;
  input: { id: number };
  now: Date;
}): Promise<VolunteerApplication[]> {
  const person = await loadPersonForActor(options.db, options.actor, options.input.id);
  const [rows, expiries] = await Promise.all([
    listVolunteerRegistrationRows(options.db, person.id),
    listDbsExpiries(options.db, person.id),
  ]);
  const teams = await listTeamNames(options.db, [...new Set(rows.flatMap((row) => row.registration.teamParentIds))]);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const status = dbsStatus({ hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries }, options.now);
  return rows.map(({ registration: r, ...row }) => {
    const names = r.teamParentIds.map((id) => teamName.get(id)).filter((name): name is string => Boolean(name));
    return {
      id: r.id,
      personId: r.personId,
      applicationStatus: r.applicationStatus === 1 || r.applicationStatus === 2 ? r.applicationStatus : null,
      submittedOn: r.submittedOn.toISOString(),
      updatedOn: r.updatedOn.toISOString(),
      season: r.season,
      firstName: row.firstName,
      lastName: row.lastName,
      dob: row.dob,
      teamName: names.length > 0 ? names.join(', ') : null,
      roleValue: row.roleValue,
      dbsStatus: status,
      requiresDbs: r.requiresDbs,
      requiresClubSecApproval: r.requiresClubSecApproval,
      requiresWruApproval: r.requiresUnionApproval,
      clubSecDecision: r.clubSecDecision,
      wruDecision: r.unionDecision,
      organisationName: row.organisationName,
      organisationUpdatedOn: r.organisationUpdatedOn?.toISOString() ?? null,
      wruUpdatedOn: r.unionUpdatedOn?.toISOString() ?? null,
    };
  });
}
