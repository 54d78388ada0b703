import {
  dbsStatus,
  type EndpointInput,
  type listVolunteerRegistrationsEndpoint,
  type VolunteerApplication,
} from '@mywru/shared';
import { loadPersonForActor } from '../../../domain/access/person-access';
import { listDbsExpiries } from '../../../domain/person/records';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { presentVolunteerRegistration } from '../../../domain/volunteer-registration/read-model';
import { listTeamNames, listVolunteerRegistrationRows } from '../queries';

/** GET /person/{id}/volunteer-registration: my own or my child's volunteer registrations, newest first. */
export async function listVolunteerRegistrations(
  context: UseCaseContext,
  input: EndpointInput<typeof listVolunteerRegistrationsEndpoint>,
): Promise<VolunteerApplication[]> {
  const { db } = context;
  const person = await loadPersonForActor(db, context.actor, input.params.id);
  const [rows, expiries] = await Promise.all([
    listVolunteerRegistrationRows(db, person.id),
    listDbsExpiries(db, person.id),
  ]);
  const teams = await listTeamNames(db, [...new Set(rows.flatMap((row) => row.registration.teamParentIds))]);
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const status = dbsStatus(
    { hasInvalidDbs: person.hasInvalidDbs, hasActiveApplication: person.hasActiveDbsApplication, expiries },
    context.now,
  );
  return rows.map((row) => presentVolunteerRegistration(row, { teamNames, dbsStatus: status }));
}
