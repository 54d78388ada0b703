import { CLUB_INVESTMENT_MODEL_LEVELS, type OrganisationResources } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Config } from '../../env';
import type { Actor } from '../../lib/actor';
import { requireOrganisationArea } from '../../domain/access/organisation-access';

/**
 * GET /organisation/{organisationId}/resources: the five Club Investment Model download links
 * (Standard to Platinum), whose addresses are configuration (CIM_*_URL). Any role in the organisation.
 */
export async function getOrganisationResources(options: {
  db: DbOrTx;
  actor: Actor;
  input: { organisationId: number };
  now: Date;
  urls: Config['clubInvestmentModelUrls'];
}): Promise<OrganisationResources> {
  await requireOrganisationArea(options.db, options.actor, options.input.organisationId, 'resources', options.now);
  const byLevel = {
    Standard: options.urls.standard,
    Bronze: options.urls.bronze,
    Silver: options.urls.silver,
    Gold: options.urls.gold,
    Platinum: options.urls.platinum,
  };
  return { clubInvestmentModelDocuments: CLUB_INVESTMENT_MODEL_LEVELS.map((level) => ({ level, url: byLevel[level] })) };
}
