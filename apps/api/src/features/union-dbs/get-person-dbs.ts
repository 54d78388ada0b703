import type { UnionPersonDbs } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditDbsRead } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentPersonDbs } from './present';
import { findPerson } from '../../domain/person/queries';

/**
 * GET /union/people/{id}/dbs: a person's DBS records, flags and status. Area dbs. Every read is a
 * read of a DBS record by someone other than the person and their guardian, so it is written to the
 * audit log ('dbs.read', as an organisation's reads are; no organisation) with the records returned
 * and the reader's union roles, which the member's "who viewed my DBS" list shows.
 */
export async function getPersonDbs(options: {
  db: Db;
  actor: Actor;
  personId: number;
  now: Date;
  requestId: string;
}): Promise<UnionPersonDbs> {
  const { db, actor, now } = options;
  const unionRoles = await requireUnionArea(db, actor, 'dbs');
  const person = await findPerson(db, options.personId);
  if (!person) throw AppError.notFound('The person was not found');
  return db.transaction(async (tx) => {
    const result = await presentPersonDbs(tx, person, now);
    await auditDbsRead(tx, {
      actor,
      now,
      requestId: options.requestId,
      organisationId: null,
      person: person.id,
      details: { records: result.records.length, unionRoles },
    });
    return result;
  });
}
