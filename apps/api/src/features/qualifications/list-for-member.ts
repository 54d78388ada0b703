import type { Qualification } from '@mywru/shared';
import { loadPersonForActor } from '../../domain/access/person-access';
import { listQualificationRows } from '../../domain/person/records';
import type { UseCaseContext } from '../../lib/use-case-context';

/** GET /person/{id}/qualifications: my own or my child's qualifications that have not been ended. */
export async function listQualificationsForMember(
  context: UseCaseContext,
  input: { id: number },
): Promise<Qualification[]> {
  const { db, actor } = context;
  const person = await loadPersonForActor(db, actor, input.id);
  return listQualificationRows(db, person.id);
}
