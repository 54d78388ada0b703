import { UNION_ORGANISATION_MESSAGES, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { sameVariation } from './add-team-child';
import { requireTeamChild } from './load-for-change';
import { presentOrganisation } from './present';
import { renameTeamChild as storeTeamChildName } from './queries';

/** PUT /union/organisations/{id}/team-parents/{teamParentId}/variations/{teamChildId}: rename a variation; 409 if another has the name. Audited. */
export async function renameTeamChild(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; teamParentId: number; teamChildId: number; value: string };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const { team, children, child } = await requireTeamChild(tx, input);
    if (children.some((other) => other.id !== child.id && sameVariation(other.value, input.value))) {
      throw AppError.conflict(UNION_ORGANISATION_MESSAGES.variationTwice);
    }
    if (child.value !== input.value) {
      await storeTeamChildName(tx, child.id, input.value);
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'team-child.renamed',
        subjectType: 'team_child',
        subjectId: child.id,
        organisationId: input.organisationId,
        requestId: options.requestId,
        details: { teamParentId: team.id, before: child.value, after: input.value },
      });
    }
    return presentOrganisation(tx, input.organisationId, now);
  });
}
