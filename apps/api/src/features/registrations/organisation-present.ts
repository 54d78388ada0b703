import {
  dbsStatus,
  type ApplicantContact,
  type OrganisationPlayerApplication,
  type OrganisationVolunteerApplication,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { presentPlayerApplications as presentPlayerApplicationRows } from '../../domain/player-application/history';
import { presentVolunteerRegistration, type VolunteerRegistrationWithDetails } from '../../domain/volunteer-registration/read-model';
import {
  listContacts,
  listDbsExpiries,
  listTeamChildren,
  listTeamNames,
  type OrganisationApplicationRow,
} from './organisation-queries';

type ContactRow = Pick<
  OrganisationApplicationRow,
  'email' | 'guardianId' | 'guardianFirstName' | 'guardianLastName' | 'guardianEmail'
>;

/** Whom the secretary contacts: the applicant's e-mail, and a child's guardian with theirs. */
function presentContact(row: ContactRow): ApplicantContact {
  return {
    email: row.email,
    guardian:
      row.guardianId === null
        ? null
        : {
            id: row.guardianId,
            firstName: row.guardianFirstName,
            lastName: row.guardianLastName,
            email: row.guardianEmail,
          },
  };
}

/** Player applications as the organisation reads them: the tracking shape, the team's variations, the decided one, whom to contact. */
export async function presentPlayerApplications(
  db: DbOrTx,
  rows: readonly OrganisationApplicationRow[],
): Promise<OrganisationPlayerApplication[]> {
  const [presented, children] = await Promise.all([
    presentPlayerApplicationRows(db, rows),
    listTeamChildren(db, [...new Set(rows.map((row) => row.teamParentId))]),
  ]);
  return presented.map(({ row, application }) => ({
    ...application,
    teamChildren: children
      .filter((child) => child.teamParentId === row.teamParentId)
      .map((child) => ({ id: child.id, value: child.value })),
    decidedTeamChild:
      row.decidedTeamChildId !== null && row.decidedTeamChildValue !== null
        ? { id: row.decidedTeamChildId, value: row.decidedTeamChildValue }
        : null,
    contact: presentContact(row),
  }));
}

/** Volunteer registrations as the organisation reads them, with each person's DBS status today and whom to contact. */
export async function presentVolunteerApplications(
  db: DbOrTx,
  rows: readonly VolunteerRegistrationWithDetails[],
  now: Date,
): Promise<OrganisationVolunteerApplication[]> {
  const personIds = [...new Set(rows.map((row) => row.registration.personId))];
  const [expiries, teams, contactRows] = await Promise.all([
    listDbsExpiries(db, personIds),
    listTeamNames(db, [...new Set(rows.flatMap((row) => row.registration.teamParentIds))]),
    listContacts(db, personIds),
  ]);
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const contacts = new Map(contactRows.map((contact) => [contact.personId, presentContact(contact)]));
  return rows.map((row) => ({
    ...presentVolunteerRegistration(row, {
      teamNames,
      dbsStatus: dbsStatus(
        {
          hasInvalidDbs: row.hasInvalidDbs,
          hasActiveApplication: row.hasActiveDbsApplication,
          expiries: expiries.filter((e) => e.personId === row.registration.personId).map((e) => e.expiry),
        },
        now,
      ),
    }),
    teamParentIds: row.registration.teamParentIds,
    contact: contacts.get(row.registration.personId) ?? { email: null, guardian: null },
  }));
}
