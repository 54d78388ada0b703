import { personRuleProblems, type Onboarding, type Person } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { presentPerson } from './present-person';
import { insertAddressRow, updatePersonRow } from './queries';
import { mapValues } from './update-person';
import { lockPerson } from '../../domain/person/queries';

/**
 * POST /person/{id}/onboarding: a new member's names, date of birth, address and marketing
 * preferences in one transaction. Only for the signed-in adult's own record.
 */
export async function submitOnboarding(options: {
  db: Db;
  actor: Actor;
  input: { id: number; details: Onboarding };
  now: Date;
  requestId: string;
}): Promise<Person> {
  const { db, actor, input, now } = options;
  if (input.id !== actor.personId) throw AppError.forbidden();
  return db.transaction(async (tx) => {
    const row = await lockPerson(tx, input.id);
    if (!row) throw AppError.forbidden();
    const details = input.details;
    const problems = personRuleProblems({ dob: details.dob }, { today: now, isChild: false, heldDob: row.dob });
    if (Object.keys(problems).length > 0) throw AppError.legacy('validation_failed', 'The details are not valid', mapValues(problems));
    const updated = await updatePersonRow(tx, row.id, {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      ...(row.dob ? {} : { dob: details.dob }),
      optedInForWrucomms: details.marketingPreferences.optedInForWrucomms,
      optedInForRegionalComms: details.marketingPreferences.optedInForRegionalComms,
      optedInForThirdPartyComms: details.marketingPreferences.optedInForThirdPartyComms,
    });
    await insertAddressRow(tx, row.id, details.address);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'person.onboarded',
      subjectType: 'person',
      subjectId: row.id,
      personId: row.id,
      requestId: options.requestId,
    });
    return presentPerson(tx, updated ?? row, now);
  });
}
