import { messages, personRuleProblems, type Person, type PersonPatch } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { loadPersonForActor } from '../../domain/access/person-access';
import { presentPerson } from './present-person';
import { emailChangeMethod, emailTakenByOther, updatePersonRow, type PersonColumns } from './queries';
import { lockPerson } from '../../domain/person/queries';

/** Refusals of a new e-mail here when it is a sign-in e-mail (see `emailChangeMethod`). */
export const SIGN_IN_EMAIL_REFUSALS = {
  confirm:
    'This e-mail is used to sign in: changing it needs the current password and a confirmation link (POST /api/person/{id}/email-change)',
  issuer: 'This e-mail is used to sign in with the identity provider: change it there',
} as const;

/**
 * Changes my own or my child's details (PATCH, PUT and the details capture). The date of birth
 * cannot change once held; a child's e-mail is kept only from 16 and, where the field is shown,
 * cannot be emptied; an e-mail used by anyone else is refused with the spec's message. A sign-in
 * e-mail never changes here (409): only a contact e-mail of someone who does not sign in does.
 * Audited with the fields that changed.
 */
export async function updatePerson(options: {
  db: Db;
  actor: Actor;
  input: { id: number; changes: PersonPatch };
  now: Date;
  requestId: string;
  action: 'person.updated' | 'person.replaced' | 'person.details-captured';
  issuer: 'embedded' | 'external';
}): Promise<Person> {
  const { db, actor, input, now } = options;
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
      if (Object.keys(problems).length > 0) {
        throw AppError.legacy('validation_failed', 'The details are not valid', mapValues(problems));
      }
      const isEmailChanged =
        changes.email !== undefined &&
        (changes.email?.trim().toLowerCase() ?? null) !== (row.email?.toLowerCase() ?? null);
      if (isEmailChanged && changes.email && (await emailTakenByOther(tx, changes.email, row.id))) {
        throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
      }
      if (isEmailChanged) {
        const method = await emailChangeMethod(tx, row, options.issuer);
        if (method !== 'direct') throw AppError.conflict(SIGN_IN_EMAIL_REFUSALS[method]);
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
          action: options.action,
          subjectType: 'person',
          subjectId: row.id,
          personId: row.id,
          requestId: options.requestId,
          details: { fields: changed },
        });
      }
      return presentPerson(tx, updated, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw AppError.legacy('duplicate_email', messages.duplicateEmail, { email: [messages.duplicateEmail] });
    }
    throw err;
  }
}

export function mapValues(problems: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]]));
}
