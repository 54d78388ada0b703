import { CLUB_INVESTMENT_MODEL_LEVELS, type OrganisationResources } from '@mywru/shared';
import type { Config } from '../../env';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /organisation/{organisationId}/resources: the five Club Investment Model download links
 * (Standard to Platinum), whose addresses are configuration (CIM_*_URL). Any role in the organisation.
 */
export async function getOrganisationResources(
  context: UseCaseContext,
  input: { organisationId: number; urls: Config['clubInvestmentModelUrls'] },
): Promise<OrganisationResources> {
  await requireOrganisationArea(context.db, context.actor, input.organisationId, 'resources', context.now);
  const { urls } = input;
  const byLevel = {
    Standard: urls.standard,
    Bronze: urls.bronze,
    Silver: urls.silver,
    Gold: urls.gold,
    Platinum: urls.platinum,
  };
  return {
    clubInvestmentModelDocuments: CLUB_INVESTMENT_MODEL_LEVELS.map((level) => ({ level, url: byLevel[level] })),
  };
}
