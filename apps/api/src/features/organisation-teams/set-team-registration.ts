import type { TeamRegistrationState } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireTeamParentArea } from '../../domain/access/organisation-access';
import { setEnableRegistrations } from './queries';

/**
 * PUT /team/parent/{id}/registration: open or close a team for registrations (the spec's toggle,
 * a GET there; see decision 008). Area Teams; Team Managers and Coaches only for their own teams.
 * Audited when the value changes; setting the value it already has changes nothing.
 */
export async function setTeamRegistration(options: {
  db: Db;
  actor: Actor;
  input: { teamParentId: number; value: boolean };
  now: Date;
  requestId: string;
}): Promise<TeamRegistrationState> {
  const { db, actor, input } = options;
  const access = await requireTeamParentArea(db, actor, input.teamParentId, 'teams', options.now);
  return db.transaction(async (tx) => {
    const before = await setEnableRegistrations(tx, input.teamParentId, input.value);
    if (before === null) throw AppError.notFound('The team was not found');
    if (before !== input.value) {
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: input.value ? 'team.registrations-enabled' : 'team.registrations-disabled',
        subjectType: 'team_parent',
        subjectId: input.teamParentId,
        organisationId: access.organisationId,
        requestId: options.requestId,
        details: { enableRegistrations: input.value },
      });
    }
    return { id: input.teamParentId, enableRegistrations: input.value };
  });
}
