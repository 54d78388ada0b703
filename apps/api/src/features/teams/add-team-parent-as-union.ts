import { REASONS, type NewUnionTeamParent, type UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { requireOrganisation } from '../../domain/organisation/load-for-change';
import { presentOrganisation } from '../../domain/organisation/present';
import {
  findTeamTemplateRow,
  insertTeamParent,
  listTeamParentNamesOfTemplate,
} from '../../domain/organisation/queries';

/**
 * POST /union/organisations/{id}/team-parents: a team from a team template (named after it unless
 * another name is given) with its first variation. A second team from the same template needs a
 * name none of the others from that template has (409). Audited.
 */
export async function addTeamParentAsUnion(
  context: UseCaseContext,
  input: { organisationId: number; team: NewUnionTeamParent },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  return db.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx, input.organisationId);
    const template = await findTeamTemplateRow(tx, input.team.teamTemplateId);
    if (!template) {
      const reason = 'team.template_unknown';
      throw new AppError(reason, { fieldErrors: { teamTemplateId: [REASONS[reason].en] } });
    }
    const name = input.team.name ?? template.name;
    const taken = await listTeamParentNamesOfTemplate(tx, organisation.id, template.id);
    if (taken.some((existing) => existing.trim().toLowerCase() === name.toLowerCase()))
      throw new AppError('team.name_taken');
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
      requestId: context.requestId,
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
