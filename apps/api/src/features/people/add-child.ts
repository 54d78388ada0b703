import { messages, personRuleProblems, type ChildCreate, type Person } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { presentPerson } from './present-person';
import { emailTakenByOther, insertPersonRow } from './queries';
import { mapValues } from './update-person';
import { findPerson } from '../../domain/person/queries';

/** POST /person/{id}/child: a parent adds a child (under 18; e-mail only from 16). */
export async function addChild(options: {
  db: Db;
  actor: Actor;
  input: { id: number; child: ChildCreate };
  now: Date;
  requestId: string;
}): Promise<Person> {
  const { db, actor, input, now } = options;
  if (input.id !== actor.personId) throw AppError.forbidden();
  const parent = await findPerson(db, actor.personId);
  if (!parent || parent.parentId !== null)
    throw AppError.forbidden('Only an adult member has permission to add a child');
  const child = input.child;
  const problems = personRuleProblems({ dob: child.dob, email: child.email }, { today: now, isChild: true, heldDob: null });
  if (Object.keys(problems).length > 0) throw AppError.legacy('validation_failed', 'The details are not valid', mapValues(problems));
  try {
    return await db.transaction(async (tx) => {
      if (child.email && (await emailTakenByOther(tx, child.email, null))) {
        throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
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
        requestId: options.requestId,
        details: { parentId: parent.id },
      });
      return presentPerson(tx, row, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
    }
    throw err;
  }
}
