import type { PersonLanguage } from '@mywru/shared';
import { recordAudit } from '../../domain/audit/audit';
import { loadPersonForActor } from '../../domain/access/person-access';
import type { UseCaseContext } from '../../lib/use-case-context';
import { updatePersonRow } from './queries';

/**
 * PUT /person/{id}/language: keeps the portal's language on the person's record (yours, or your
 * child's), which the web applies on sign-in and the e-mails are written in. The contract admits
 * only a supported language; anything else is refused with 400 before this runs.
 */
export async function setPersonLanguage(
  context: UseCaseContext,
  input: { id: number; language: PersonLanguage['language'] },
): Promise<PersonLanguage> {
  const { db, actor } = context;
  const person = await loadPersonForActor(db, actor, input.id);
  if (person.language === input.language) return { language: input.language };
  await db.transaction(async (tx) => {
    await updatePersonRow(tx, input.id, { language: input.language });
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.language-updated',
      subjectType: 'person',
      subjectId: input.id,
      personId: input.id,
      requestId: context.requestId,
      details: { from: person.language, to: input.language },
    });
  });
  return { language: input.language };
}
