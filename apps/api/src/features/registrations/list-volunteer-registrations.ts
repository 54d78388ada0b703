import { dbsStatus, type VolunteerApplication } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { listDbsExpiries } from '../../domain/person/records';
import { presentVolunteerRegistration } from '../../domain/volunteer-registration/read-model';
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
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const status = dbsStatus({ hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries }, options.now);
  return rows.map((row) => presentVolunteerRegistration(row, { teamNames, dbsStatus: status }));
}
