import {
  decidedByUnion,
  playerApplicationStatusLabel,
  playerTimelineStep,
  type PlayerApplication,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { listStatusChanges } from '../../lib/player-application-history';
import type { PlayerApplicationRow } from './queries';

const SEX_VALUES: Record<number, string> = { 1: 'Male', 2: 'Female' };

/** The wire value of a sex id (1 male, 2 female). */
export function sexValue(sexId: number): string {
  return SEX_VALUES[sexId] ?? String(sexId);
}

/** Player application rows as Track Registrations reads them, with their status history. */
export async function presentPlayerApplications(db: DbOrTx, rows: readonly PlayerApplicationRow[]): Promise<PlayerApplication[]> {
  const changes = await listStatusChanges(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const statusChanges = changes
      .filter((change) => change.applicationId === row.id)
      .map((change) => ({ value: change.status, changedOn: change.changedOn.toISOString() }));
    const last = statusChanges.at(-1);
    return {
      id: row.id,
      personId: row.personId,
      status: {
        value: row.status,
        pretty: playerApplicationStatusLabel(row.status),
        changedOn: last?.changedOn ?? row.updatedAt.toISOString(),
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
    };
  });
}
