/** The status history of player applications, as tracking, the club and the union show it. */
import {
  decidedByUnion,
  playerApplicationStatusLabel,
  playerTimelineStep,
  type PlayerApplication,
} from '@mywru/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playerApplicationStatusChanges } from '../../db/schema';

/** Status changes of the given applications, oldest first. */
export async function listStatusChanges(db: DbOrTx, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: playerApplicationStatusChanges.applicationId,
      status: playerApplicationStatusChanges.status,
      changedOn: playerApplicationStatusChanges.changedOn,
    })
    .from(playerApplicationStatusChanges)
    .where(inArray(playerApplicationStatusChanges.applicationId, [...applicationIds]))
    .orderBy(asc(playerApplicationStatusChanges.changedOn), asc(playerApplicationStatusChanges.id));
}

/** What a player application row needs to be presented: the application, its team and its person. */
export interface PlayerApplicationPresentable {
  id: number;
  personId: number;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  season: string;
  organisationName: string;
  teamName: string;
  teamParentId: number;
  gameFormatValue: string;
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
}

/**
 * Player applications in the wire shape every reader shares (Track Registrations, the club's
 * registrations), each with its status history; one status-history query for all of them.
 */
export async function presentPlayerApplications<Row extends PlayerApplicationPresentable>(
  db: DbOrTx,
  rows: readonly Row[],
): Promise<{ row: Row; application: PlayerApplication }[]> {
  const changes = await listStatusChanges(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const statusChanges = changes
      .filter((change) => change.applicationId === row.id)
      .map((change) => ({ value: change.status, changedOn: change.changedOn.toISOString() }));
    return {
      row,
      application: {
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
      },
    };
  });
}
