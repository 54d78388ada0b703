import { defineEndpoint } from '../contract';
import { OrganisationPersonParamsSchema } from '../organisations/organisation-people';
import { PersonIdParamsSchema } from '../people/person';
import { UnionPersonParamsSchema } from '../people/union-people';
import { DbsViewListSchema } from './dbs-views';
import {
  DbsFlagsSchema,
  DbsResponseSchema,
  ExpiringDbsListSchema,
  NewDbsRecordSchema,
  OrganisationPersonDbsSchema,
  UnionPersonDbsSchema,
} from './schemas';

/** The member's own (or their child's) DBS records, flags and status. */
export const getDbsForMemberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/person-dbs',
  capability: 'dbs-checks',
  summary: 'DBS records (yours or your child’s), the active-application and invalid flags, and the DBS status',
  params: PersonIdParamsSchema,
  response: DbsResponseSchema,
  refusals: [403],
});

/** Who viewed the member's own (or their child's) DBS record. */
export const listDbsViewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/dbs-views',
  capability: 'dbs-checks',
  summary:
    'Who viewed your (or your child’s) DBS record: the organisation or the union, the viewer’s role there when known, and when; newest first, at most 100',
  params: PersonIdParamsSchema,
  response: DbsViewListSchema,
  refusals: [403],
});

/** A member's DBS as an organisation's People area sees it; every read is audited. */
export const getDbsForOrganisationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/people/:wruId/person-dbs',
  capability: 'dbs-checks',
  summary: "A member's DBS records and flags; every read is written to the audit log",
  params: OrganisationPersonParamsSchema,
  response: OrganisationPersonDbsSchema,
  refusals: [403, 404],
});

/** A person's DBS in the union's back office (area dbs); every read is audited. */
export const getDbsForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/people/:id/dbs',
  capability: 'dbs-checks',
  summary: "A person's DBS records, flags and status",
  params: UnionPersonParamsSchema,
  response: UnionPersonDbsSchema,
  refusals: [403, 404],
  reasons: ['dbs_check.person_not_found'],
});

/** The union records a DBS check; answers the person's DBS afterwards. */
export const recordDbsCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/people/:id/dbs',
  capability: 'dbs-checks',
  summary: 'Record a DBS check: certificate number (12 digits), issue date, expiry (default: end of that season)',
  params: UnionPersonParamsSchema,
  body: NewDbsRecordSchema,
  response: UnionPersonDbsSchema,
  status: 201,
  refusals: [403, 404],
  reasons: ['dbs_check.person_not_found'],
});

/** The union sets a person's DBS flags; answers the person's DBS afterwards. */
export const updateDbsFlagsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/people/:id/dbs-flags',
  capability: 'dbs-checks',
  summary: "Set a person's DBS flags (invalid; active application); only the flags given change",
  params: UnionPersonParamsSchema,
  body: DbsFlagsSchema,
  response: UnionPersonDbsSchema,
  refusals: [403, 404],
  reasons: ['dbs_check.person_not_found'],
});

/** The union's list of DBS checks running out. */
export const listExpiringDbsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/dbs/expiring',
  capability: 'dbs-checks',
  summary: 'People whose latest DBS check expires within 90 days, soonest first',
  response: ExpiringDbsListSchema,
  refusals: [400, 403, 404],
});
