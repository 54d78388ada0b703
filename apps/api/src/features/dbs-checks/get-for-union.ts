import type { UnionPersonDbs } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { auditDbsRead } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPersonDbs } from './present';
import { findPerson } from '../../domain/person/queries';

/**
 * GET /union/people/{id}/dbs: a person's DBS records, flags and status. Area dbs. Every read is a
 * read of a DBS record by someone other than the person and their guardian, so it is written to the
 * audit log ('dbs.read', as an organisation's reads are; no organisation) with the records returned
 * and the reader's union roles, which the member's "who viewed my DBS" list shows.
 */
export async function getDbsForUnion(context: UseCaseContext, input: { personId: number }): Promise<UnionPersonDbs> {
  const { db, actor, now, requestId } = context;
  const unionRoles = await requireUnionArea(db, actor, 'dbs');
  const person = await findPerson(db, input.personId);
  if (!person) throw new AppError('dbs_check.person_not_found');
  return db.transaction(async (tx) => {
    const result = await presentPersonDbs(tx, person, now);
    await auditDbsRead(tx, {
      actor,
      now,
      requestId,
      organisationId: null,
      person: person.id,
      details: { records: result.records.length, unionRoles },
    });
    return result;
  });
}
