import {
  decidedByUnion,
  dbsStatus,
  playerApplicationStatusLabel,
  playerTimelineStep,
  type OrganisationPlayerApplication,
  type OrganisationVolunteerApplication,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listStatusChanges } from '../../lib/player-application-history';
import { presentVolunteerRegistration, type VolunteerRegistrationWithDetails } from '../../lib/volunteer-registrations';
import { listDbsExpiries, listTeamChildren, listTeamNames, type OrganisationApplicationRow } from './queries';

/** Player applications as the organisation reads them: the tracking shape, the team's variations, the decided one. */
export async function presentPlayerApplications(
  db: DbOrTx,
  rows: readonly OrganisationApplicationRow[],
): Promise<OrganisationPlayerApplication[]> {
  const [changes, children] = await Promise.all([
    listStatusChanges(
      db,
      rows.map((row) => row.id),
    ),
    listTeamChildren(db, [...new Set(rows.map((row) => row.teamParentId))]),
  ]);
  return rows.map((row) => {
    const statusChanges = changes
      .filter((change) => change.applicationId === row.id)
      .map((change) => ({ value: change.status, changedOn: change.changedOn.toISOString() }));
    return {
      id: row.id,
      personId: row.personId,
      status: {
        value: row.status,
        pretty: playerApplicationStatusLabel(row.status),
        changedOn: statusChanges.at(-1)?.changedOn ?? row.updatedAt.toISOString(),
      },
      statusChanges,
      createdOn: row.createdAt.toISOString(),
      season: row.season,
      organisationName: row.organisationName,
      teamName: row.teamName,
      teamParentId: row.teamParentId,
      gameFormatValue: row.gameFormatValue,
      firstName: row.firstName,
      lastName: row.lastName,
      dob: row.dob,
      decidedByUnion: decidedByUnion(statusChanges),
      timelineStep: playerTimelineStep(row.status),
      teamChildren: children.filter((child) => child.teamParentId === row.teamParentId).map((child) => ({ id: child.id, value: child.value })),
      decidedTeamChild:
        row.decidedTeamChildId !== null && row.decidedTeamChildValue !== null
          ? { id: row.decidedTeamChildId, value: row.decidedTeamChildValue }
          : null,
    };
  });
}

/** Volunteer registrations as the organisation reads them, with each person's DBS status today. */
export async function presentVolunteerApplications(
  db: DbOrTx,
  rows: readonly VolunteerRegistrationWithDetails[],
  now: Date,
): Promise<OrganisationVolunteerApplication[]> {
  const [expiries, teams] = await Promise.all([
    listDbsExpiries(db, [...new Set(rows.map((row) => row.registration.personId))]),
    listTeamNames(db, [...new Set(rows.flatMap((row) => row.registration.teamParentIds))]),
  ]);
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
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
  }));
}
