import type { TeamRegistrationState } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireTeamParent } from './load-for-change';
import { setTeamParentRegistrations } from './queries';

/**
 * PUT /union/organisations/{id}/team-parents/{teamParentId}/registration: open or close a team for
 * registrations, as the club's own toggle does (decision 008): idempotent, audited when it changes.
 */
export async function setTeamRegistration(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; value: boolean };
  requestId: string;
}): Promise<TeamRegistrationState> {
  const { db, actor, input } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const team = await requireTeamParent(tx, input.organisationId, input.teamParentId);
    if (team.enableRegistrations !== input.value) {
      await setTeamParentRegistrations(tx, team.id, input.value);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: input.value ? 'team.registrations-enabled' : 'team.registrations-disabled',
        subjectType: 'team_parent',
        subjectId: team.id,
        organisationId: input.organisationId,
        requestId: options.requestId,
        details: { enableRegistrations: input.value },
      });
    }
    return { id: team.id, enableRegistrations: input.value };
  });
}
