/**
 * The union's changes to an organisation and its office holders (Union Administrator only): the
 * contracts of creating and editing an organisation, appointing an office holder and ending an
 * appointment, with what each sends. A module of its own, apart from the area's reads
 * (`endpoints`, `union-organisations`), so that the web app loads it with the first change, not
 * with the organisation page (decision 035); the API's routes take the same contracts from here.
 */
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import type { RefusalStatus } from '../contract/endpoint';
import { LIST_LIMITS, TEXT_LIMITS, idField, idParam, textField } from '../fields/fields';
import { MemberIdSchema } from '../people/person';
import { UNION_ORGANISATION_REFUSALS } from './endpoints';
import {
  UNION_ORGANISATION_MESSAGES,
  UnionOrganisationDetailsSchema,
  UnionOrganisationParamsSchema,
} from './union-organisations';

const OrganisationName = textField(TEXT_LIMITS.organisationName, {
  tooLong: UNION_ORGANISATION_MESSAGES.nameTooLong,
}).min(1, UNION_ORGANISATION_MESSAGES.nameRequired);

export const NewUnionOrganisationSchema = z.object({
  name: OrganisationName,
  typeId: idField(UNION_ORGANISATION_MESSAGES.typeUnknown),
  regionId: idField(UNION_ORGANISATION_MESSAGES.regionUnknown).nullable().default(null),
});
export type NewUnionOrganisation = z.infer<typeof NewUnionOrganisationSchema>;

/** Edit an organisation: every field is given. Deactivating closes it to new applications. */
export const UnionOrganisationChangesSchema = NewUnionOrganisationSchema.extend({ isActive: z.boolean() });
export type UnionOrganisationChanges = z.infer<typeof UnionOrganisationChangesSchema>;

export const UnionOfficeHolderParamsSchema = UnionOrganisationParamsSchema.extend({ appointmentId: idParam() });

export const NewUnionAppointmentSchema = z.object({
  personId: MemberIdSchema,
  roleId: idField(UNION_ORGANISATION_MESSAGES.roleUnknown),
  /** Team variations, for Team Manager and Team Coach; one appointment each. Empty for other roles. */
  teamChildIds: z.array(idField()).max(LIST_LIMITS.teams).default([]),
});
export type NewUnionAppointment = z.infer<typeof NewUnionAppointmentSchema>;

const changeRefusals: readonly RefusalStatus[] = [...UNION_ORGANISATION_REFUSALS, 409];

/** The union creates an organisation. */
export const createOrganisationAsUnionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations',
  capability: 'organisations',
  summary: 'Create an active organisation: name, type, region',
  body: NewUnionOrganisationSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: changeRefusals,
  reasons: ['back_office.permission.organisations', 'organisation.type_unknown', 'organisation.region_unknown'],
});

/** The union edits an organisation. */
export const changeOrganisationAsUnionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/union/organisations/:organisationId',
  capability: 'organisations',
  summary: 'Edit name, type, region and whether active (an inactive organisation takes no new applications)',
  params: UnionOrganisationParamsSchema,
  body: UnionOrganisationChangesSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.not_found',
    'organisation.type_unknown',
    'organisation.region_unknown',
  ],
});

/** The union appoints an office holder. */
export const appointOfficeHolderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/office-holders',
  capability: 'organisations',
  summary: 'Appoint a person to an organisation role from today (Team Manager and Team Coach for team variations)',
  params: UnionOrganisationParamsSchema,
  body: NewUnionAppointmentSchema,
  response: UnionOrganisationDetailsSchema,
  status: 201,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.not_found',
    'organisation.role_unknown',
    'organisation.person_unknown',
    'organisation.person_too_young',
    'organisation.teams_required',
    'organisation.teams_not_allowed',
    'organisation.team_not_of_organisation',
    'organisation.already_appointed',
  ],
});

/** The union ends an office holder's appointment. */
export const endOfficeHolderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/union/organisations/:organisationId/office-holders/:appointmentId/end',
  capability: 'organisations',
  summary: 'End an appointment now (409 if it has already ended)',
  params: UnionOfficeHolderParamsSchema,
  response: UnionOrganisationDetailsSchema,
  refusals: changeRefusals,
  reasons: [
    'back_office.permission.organisations',
    'organisation.appointment_not_found',
    'organisation.appointment_ended',
  ],
});
