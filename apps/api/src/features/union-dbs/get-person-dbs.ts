import type { UnionPersonDbs } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { requireUnionArea } from '../../lib/union-access';
import { presentPersonDbs } from './present';
import { findPerson } from './queries';

/** GET /union/people/{id}/dbs: a person's DBS records, flags and status. Area dbs. */
export async function getPersonDbs(options: { db: Db; actor: Actor; personId: number; now: Date }): Promise<UnionPersonDbs> {
  const { db, actor, now } = options;
  await requireUnionArea(db, actor, 'dbs');
  const person = await findPerson(db, options.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return presentPersonDbs(db, person, now);
}
