import { personRuleProblems, REASONS, type Person, type PersonPatch } from '@mywru/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { presentPerson } from './present';
import { lockPerson } from '../../domain/person/queries';
import { emailChangeMethod, emailTakenByOther } from '../../domain/account/queries';
import { updatePersonRow, type PersonColumns } from './queries';

/** Refusals of a new e-mail here when it is a sign-in e-mail (see `emailChangeMethod`). */
export const SIGN_IN_EMAIL_REASONS = {
  confirm: 'person.email_needs_confirmation',
  issuer: 'person.email_at_issuer',
} as const;

/** The rule problems of a person's details, as the refusal of the request with the English per field. */
export function invalidDetailsError(problems: Record<string, string>): AppError {
  return new AppError('person.details_invalid', {
    fieldErrors: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [problem]])),
  });
}

/** The spec's refusal of an e-mail that another person or account already uses. */
export function emailTakenError(): AppError {
  return new AppError('person.email_taken', { fieldErrors: { email: [REASONS['person.email_taken'].en] } });
}

/**
 * Changes my own or my child's details (PATCH, PUT and the details capture). The date of birth
 * cannot change once held; a child's e-mail is kept only from 16 and, where the field is shown,
 * cannot be emptied; an e-mail used by anyone else is refused with the spec's message. A sign-in
 * e-mail never changes here (409): only a contact e-mail of someone who does not sign in does.
 * Audited with the fields that changed.
 */
export async function updatePerson(
  context: UseCaseContext,
  input: {
    id: number;
    changes: PersonPatch;
    action: 'person.updated' | 'person.replaced' | 'person.details-captured';
    issuer: 'embedded' | 'external';
  },
): Promise<Person> {
  const { db, actor, now } = context;
  await loadPersonForActor(db, actor, input.id);
  try {
    return await db.transaction(async (tx) => {
      const row = await lockPerson(tx, input.id);
      if (!row) throw AppError.forbidden();
      const changes = input.changes;
      const problems = personRuleProblems(
        { dob: changes.dob, email: changes.email },
        { today: now, isChild: row.parentId !== null, heldDob: row.dob },
      );
      if (Object.keys(problems).length > 0) throw invalidDetailsError(problems);
      const isEmailChanged =
        changes.email !== undefined &&
        (changes.email?.trim().toLowerCase() ?? null) !== (row.email?.toLowerCase() ?? null);
      if (isEmailChanged && changes.email && (await emailTakenByOther(tx, changes.email, row.id))) {
        throw emailTakenError();
      }
      if (isEmailChanged) {
        const method = await emailChangeMethod(tx, row, input.issuer);
        if (method !== 'direct') throw new AppError(SIGN_IN_EMAIL_REASONS[method]);
      }
      const values: PersonColumns = {};
      if (changes.firstName !== undefined) values.firstName = changes.firstName.trim();
      if (changes.lastName !== undefined) values.lastName = changes.lastName.trim();
      if (changes.dob !== undefined && !row.dob) values.dob = changes.dob;
      if (changes.sexId !== undefined) values.sexId = changes.sexId;
      if (changes.nationalityIds !== undefined) values.nationalityIds = changes.nationalityIds;
      if (isEmailChanged) values.email = changes.email?.trim() ?? null;
      if (changes.internationalPlayingStatusIds !== undefined) {
        values.internationalPlayingStatusIds = changes.internationalPlayingStatusIds;
      }
      const changed = Object.keys(values).filter(
        (key) => JSON.stringify(values[key as keyof PersonColumns]) !== JSON.stringify(row[key as keyof typeof row]),
      );
      const updated = (await updatePersonRow(tx, row.id, values)) ?? row;
      if (changed.length > 0) {
        await recordAudit(tx, {
          actorPersonId: actor.personId,
          action: input.action,
          subjectType: 'person',
          subjectId: row.id,
          personId: row.id,
          requestId: context.requestId,
          details: { fields: changed },
        });
      }
      return presentPerson(tx, updated, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailTakenError();
    }
    throw err;
  }
}
