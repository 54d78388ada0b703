import { personRuleProblems, type ChildCreate, type Person } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPerson } from './present';
import { findPerson } from '../../domain/person/queries';
import { emailTakenByOther } from '../../domain/account/queries';
import { insertPersonRow } from './queries';
import { emailTakenError, invalidDetailsError } from './update';

/** POST /person/{id}/child: a parent adds a child (under 18; e-mail only from 16). */
export async function addChild(context: UseCaseContext, input: { id: number; child: ChildCreate }): Promise<Person> {
  const { db, actor, now } = context;
  if (input.id !== actor.personId) throw AppError.forbidden();
  const parent = await findPerson(db, actor.personId);
  if (!parent || parent.parentId !== null) throw AppError.forbidden('person.permission.add_child');
  const child = input.child;
  const problems = personRuleProblems(
    { dob: child.dob, email: child.email },
    { today: now, isChild: true, heldDob: null },
  );
  if (Object.keys(problems).length > 0) throw invalidDetailsError(problems);
  try {
    return await db.transaction(async (tx) => {
      if (child.email && (await emailTakenByOther(tx, child.email, null))) {
        throw emailTakenError();
      }
      const row = await insertPersonRow(tx, {
        firstName: child.firstName.trim(),
        lastName: child.lastName.trim(),
        dob: child.dob,
        sexId: child.sexId,
        nationalityIds: child.nationalityIds,
        email: child.email?.trim() ?? null,
        internationalPlayingStatusIds: child.internationalPlayingStatusIds ?? [],
        parentId: parent.id,
      });
      await recordAudit(tx, {
        actorPersonId: actor.personId,
        action: 'person.child-added',
        subjectType: 'person',
        subjectId: row.id,
        personId: row.id,
        requestId: context.requestId,
        details: { parentId: parent.id },
      });
      return presentPerson(tx, row, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailTakenError();
    }
    throw err;
  }
}
