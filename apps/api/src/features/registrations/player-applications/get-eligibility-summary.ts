import {
  registrationSeason,
  type EligibilitySummaryItem,
  type EndpointInput,
  type getEligibilitySummaryEndpoint,
} from '@mywru/shared';
import { loadPersonForActor } from '../../../domain/access/person-access';
import type { UseCaseContext } from '../../../lib/use-case-context';
import { listOrganisationTypes } from '../queries';
import { loadEligibility, playerGrade } from './eligibility';

/** GET /person/{id}/eligibility/summary: per organisation type, what the person may register for. */
export async function getEligibilitySummary(
  context: UseCaseContext,
  input: EndpointInput<typeof getEligibilitySummaryEndpoint>,
): Promise<EligibilitySummaryItem[]> {
  const person = await loadPersonForActor(context.db, context.actor, input.params.id);
  const season = registrationSeason(context.now);
  const [eligibility, types] = await Promise.all([
    loadEligibility(context.db, person.id, season),
    listOrganisationTypes(context.db),
  ]);
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
