import {
  registrationSeason,
  type EligibilityRestrictionData,
  type EndpointInput,
  type getEligibilityRestrictionsEndpoint,
} from '@mywru/shared';
import { loadPersonForActor } from '../../../domain/access/person-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { loadEligibility } from './eligibility';

/** GET /person/{id}/eligibility/restrictions: the facts behind the restrictions, for the registration season. */
export async function getEligibilityRestrictions(
  context: UseCaseContext,
  input: EndpointInput<typeof getEligibilityRestrictionsEndpoint>,
): Promise<EligibilityRestrictionData> {
  await loadPersonForActor(context.db, context.actor, input.params.id);
  const eligibility = await loadEligibility(context.db, input.params.id, registrationSeason(context.now));
  return eligibility.data;
}
