import { defineEndpoint } from '../contract';
import { OrganisationPersonParamsSchema } from '../organisations/organisation-people';
import { PersonIdParamsSchema } from '../people/person';
import { UnionPersonParamsSchema } from '../people/union-people';
import {
  QualificationInputSchema,
  QualificationListSchema,
  UnionPersonQualificationsSchema,
  UnionQualificationParamsSchema,
} from './schemas';

/** The member's own (or their child's) qualifications that have not been ended. */
export const listQualificationsForMemberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/person/:id/qualifications',
  capability: 'qualifications',
  summary: 'Qualifications (yours or your child’s) that have not been ended',
  params: PersonIdParamsSchema,
  response: QualificationListSchema,
  refusals: [403],
});

/** A member's qualifications as an organisation's People area sees them. */
export const listQualificationsForOrganisationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/organisation/:organisationId/people/:wruId/qualifications',
  capability: 'qualifications',
  summary: "A member's qualifications that have not been ended",
  params: OrganisationPersonParamsSchema,
  response: QualificationListSchema,
  refusals: [403, 404],
});

/** A person's qualifications in the union's back office (area qualifications), ended ones too. */
export const listQualificationsForUnionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/people/:id/qualifications',
  capability: 'qualifications',
  summary: "A person's qualifications, ended ones included (current first)",
  params: UnionPersonParamsSchema,
  response: UnionPersonQualificationsSchema,
  refusals: [403, 404],
  reasons: ['qualification.person_not_found'],
});

/** The union adds a qualification; answers the person's qualifications afterwards. */
export const addQualificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/people/:id/qualifications',
  capability: 'qualifications',
  summary:
    'Add a qualification: value, valid from, expiry (optional, not before valid from), certificate number (optional)',
  params: UnionPersonParamsSchema,
  body: QualificationInputSchema,
  response: UnionPersonQualificationsSchema,
  status: 201,
  refusals: [403, 404],
  reasons: ['qualification.person_not_found'],
});

/** The union edits a qualification that has not been ended. */
export const editQualificationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/people/:id/qualifications/:qualificationId',
  capability: 'qualifications',
  summary: "Edit a qualification's fields (every field replaced); 409 once it has been ended",
  params: UnionQualificationParamsSchema,
  body: QualificationInputSchema,
  response: UnionPersonQualificationsSchema,
  refusals: [403, 404, 409],
  reasons: ['qualification.person_not_found', 'qualification.not_found', 'qualification.ended_cannot_change'],
});

/** The union ends a qualification, exactly once. */
export const endQualificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/people/:id/qualifications/:qualificationId/end',
  capability: 'qualifications',
  summary: 'End a qualification (exactly once; 409 if already ended)',
  params: UnionQualificationParamsSchema,
  response: UnionPersonQualificationsSchema,
  refusals: [403, 404, 409],
  reasons: ['qualification.person_not_found', 'qualification.not_found', 'qualification.already_ended'],
});
