import type { UnionPersonQualifications } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireUnionArea } from '../../lib/union-access';
import { presentPersonQualifications } from './present';
import { findPersonSummary } from './queries';

/** GET /union/people/{id}/qualifications: the person and every qualification, ended ones included. Area qualifications. */
export async function listQualifications(options: { db: Db; actor: Actor; personId: number }): Promise<UnionPersonQualifications> {
  const { db, actor } = options;
  await requireUnionArea(db, actor, 'qualifications');
  const person = await findPersonSummary(db, options.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return presentPersonQualifications(db, person);
}
