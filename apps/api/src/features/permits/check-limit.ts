import {
  permitLimitCheck,
  type checkPermitLimitEndpoint,
  type EndpointInput,
  type PermitLimitCheck,
} from '@mywru/shared';
import { requireOrganisationArea } from '../../domain/access/organisation-access';
import { findFixture } from '../../domain/fixture/queries';
import { countLivePermits } from '../../domain/permit/queries';
import { readUnionSettings } from '../../domain/union-settings/queries';
import { AppError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case-context';

/**
 * GET /permit/fixture/{fixtureId}/organisation/{organisationId}/limit: the Confirm step's limit
 * check. The organisation's live permits for the fixture (not cancelled, not rejected) against the
 * union's permitLimit; for an official of the organisation, which must play in the fixture.
 */
export async function checkPermitLimit(
  context: UseCaseContext,
  input: EndpointInput<typeof checkPermitLimitEndpoint>,
): Promise<PermitLimitCheck> {
  const { db, actor, now } = context;
  const { fixtureId, organisationId } = input.params;
  await requireOrganisationArea(db, actor, organisationId, 'permits', now);
  const fixture = await findFixture(db, fixtureId);
  if (!fixture || (fixture.homeOrganisationId !== organisationId && fixture.awayOrganisationId !== organisationId)) {
    throw new AppError('permit.fixture_not_found');
  }
  const existing = await countLivePermits(db, fixtureId, organisationId);
  return permitLimitCheck(existing, (await readUnionSettings(db)).permitLimit);
}
