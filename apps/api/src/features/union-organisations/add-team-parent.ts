import { UNION_ORGANISATION_MESSAGES, type NewUnionTeamParent, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireOrganisation } from './load-for-change';
import { presentOrganisation } from './present';
import { findTeamTemplateRow, insertTeamParent, listTeamParentNamesOfTemplate } from './queries';

/**
 * POST /union/organisations/{id}/team-parents: a team from a team template (named after it unless
 * another name is given) with its first variation. A second team from the same template needs a
 * name none of the others from that template has (409). Audited.
 */
export async function addTeamParent(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; team: NewUnionTeamParent };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx, input.organisationId);
    const template = await findTeamTemplateRow(tx, input.team.teamTemplateId);
    if (!template) {
      throw AppError.legacy('validation_failed', UNION_ORGANISATION_MESSAGES.templateUnknown, {
        teamTemplateId: [UNION_ORGANISATION_MESSAGES.templateUnknown],
      });
    }
    const name = input.team.name ?? template.name;
    const taken = await listTeamParentNamesOfTemplate(tx, organisation.id, template.id);
    if (taken.some((existing) => existing.trim().toLowerCase() === name.toLowerCase()))
      throw AppError.conflict(UNION_ORGANISATION_MESSAGES.teamTwice);
    const created = await insertTeamParent(tx, {
      organisationId: organisation.id,
      teamTemplateId: template.id,
      name,
      firstVariation: input.team.firstVariation,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'team-parent.created',
      subjectType: 'team_parent',
      subjectId: created.teamParentId,
      organisationId: organisation.id,
      requestId: options.requestId,
      details: {
        teamTemplateId: template.id,
        name,
        firstVariation: input.team.firstVariation,
        teamChildId: created.teamChildId,
      },
    });
    return presentOrganisation(tx, organisation.id, now);
  });
}
