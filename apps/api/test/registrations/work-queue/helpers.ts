/**
 * What the work-queue API test files share on top of the back office (back-office.ts): the club and
 * team their items name, "a month ago" for when items were submitted, POST as a persona, and a
 * player application with a given status.
 */
import type { Db } from '../../../src/db/client';
import { playerApplications, playerApplicationStatusChanges } from '../../../src/db/schema';
import { ALL_PLAYER_CONSENTS, NOW, organisationId, teamParentId } from '../fixtures';
import { openBackOffice, type BackOffice } from '../../helpers/back-office';

export const LAST_MONTH = new Date(NOW.getTime() - 30 * 86_400_000);

export interface WorkQueueTests extends BackOffice {
  /** Cwm Valley RFC and its Senior Men team. */
  clubA: number;
  seniorMen: number;
  post(cookie: string, url: string, payload: Record<string, unknown>): ReturnType<BackOffice['send']>;
}

/** Opens the app for one work-queue test file (call it in beforeAll; close `t` in afterAll). */
export async function openWorkQueue(): Promise<WorkQueueTests> {
  const backOffice = await openBackOffice();
  return {
    ...backOffice,
    clubA: await organisationId(backOffice.db, 'Cwm Valley RFC'),
    seniorMen: await teamParentId(backOffice.db, 'Cwm Valley RFC', 'Senior Men'),
    post: (cookie, url, payload) => backOffice.send(cookie, 'POST', url, payload),
  };
}

/** A player application in `status` for the team, submitted a month ago by the person, with its first status change. */
export async function addPlayerApplication(
  db: Db,
  values: { person: { id: number }; teamParentId: number; status: string },
) {
  const { person, status } = values;
  const [row] = await db
    .insert(playerApplications)
    .values({
      personId: person.id,
      teamParentId: values.teamParentId,
      season: '2025-2026',
      status,
      consents: ALL_PLAYER_CONSENTS,
      submittedBy: person.id,
      createdAt: LAST_MONTH,
      updatedAt: LAST_MONTH,
    })
    .returning();
  await db
    .insert(playerApplicationStatusChanges)
    .values({ applicationId: row!.id, status, changedBy: person.id, changedOn: LAST_MONTH });
  return row!;
}
