import { registrationSeason, type EligibilityRestrictionData, type EligibilitySummaryItem } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { loadPersonForActor } from '../../domain/access/person-access';
import { loadEligibility, playerGrade } from './eligibility';
import { listOrganisationTypes } from './queries';

/** GET /person/{id}/eligibility/restrictions: the facts behind the restrictions, for the registration season. */
export async function getEligibilityRestrictions(options: {
  db: DbOrTx;
  actor: Actor;
  input: { id: number };
  now: Date;
}): Promise<EligibilityRestrictionData> {
  await loadPersonForActor(options.db, options.actor, options.input.id);
  const eligibility = await loadEligibility(options.db, options.input.id, registrationSeason(options.now));
  return eligibility.data;
}

/** GET /person/{id}/eligibility/summary: per organisation type, what the person may register for. */
export async function getEligibilitySummary(options: {
  db: DbOrTx;
  actor: Actor;
  input: { id: number };
  now: Date;
}): Promise<EligibilitySummaryItem[]> {
  const person = await loadPersonForActor(options.db, options.actor, options.input.id);
  const season = registrationSeason(options.now);
  const [eligibility, types] = await Promise.all([loadEligibility(options.db, person.id, season), listOrganisationTypes(options.db)]);
  const tooYoung = playerGrade(person, season) === null;
  return types.map((type) => {
    const restrictions = eligibility.restrictionsFor(type.id);
    return {
      organisationTypeId: type.id,
      eligibleFor: tooYoung ? 'none' : restrictions.length > 0 ? 'some' : 'all',
      restrictions,
    };
  });
}
