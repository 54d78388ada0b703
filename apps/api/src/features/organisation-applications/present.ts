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
import {
  listDbsExpiries,
  listTeamChildren,
  listTeamNames,
  type OrganisationApplicationRow,
  type VolunteerRegistrationRow,
} from './queries';

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
  rows: readonly VolunteerRegistrationRow[],
  now: Date,
): Promise<OrganisationVolunteerApplication[]> {
  const [expiries, teams] = await Promise.all([
    listDbsExpiries(db, [...new Set(rows.map((row) => row.registration.personId))]),
    listTeamNames(db, [...new Set(rows.flatMap((row) => row.registration.teamParentIds))]),
  ]);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
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
      teamParentIds: r.teamParentIds,
      roleValue: row.roleValue,
      dbsStatus: dbsStatus(
        {
          hasInvalidDbs: row.hasInvalidDbs,
          hasActiveApplication: row.hasActiveDbsApplication,
          expiries: expiries.filter((e) => e.personId === r.personId).map((e) => e.expiry),
        },
        now,
      ),
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
