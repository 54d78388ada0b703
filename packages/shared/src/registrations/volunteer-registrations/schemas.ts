/**
 * Wire shapes of the volunteer registration calls: Register to Volunteer (volunteer roles,
 * submission) and Track Registrations (volunteer registrations).
 */
import { z } from 'zod';
import { DbsStatusSchema } from '../../dbs-checks/dbs-status';
import { LIST_LIMITS, idField } from '../../fields/fields';
import { IsoDateSchema } from '../../people/person';
import { VOLUNTEER_CONSENTS } from '../consent';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

// ---------------------------------------------------------------------------------------------
// Track Registrations
// ---------------------------------------------------------------------------------------------

export const VolunteerApplicationSchema = z.object({
  id: Id,
  personId: Id,
  /** null = awaiting, 1 = approved, 2 = rejected. */
  applicationStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
  submittedOn: Timestamp,
  updatedOn: Timestamp,
  season: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  /** The chosen teams' names joined with ', '; null when none was chosen. */
  teamName: z.string().nullable(),
  roleValue: z.string(),
  /** The role's Welsh name (decision 034). */
  roleValueCy: z.string(),
  dbsStatus: DbsStatusSchema,
  requiresDbs: z.boolean(),
  requiresClubSecApproval: z.boolean(),
  requiresWruApproval: z.boolean(),
  /** 1 approved, 2 rejected, else pending. */
  clubSecDecision: z.number().int().nullable(),
  wruDecision: z.boolean().nullable(),
  /** Null when unattached. */
  organisationName: z.string().nullable(),
  organisationUpdatedOn: Timestamp.nullable(),
  wruUpdatedOn: Timestamp.nullable(),
});
export type VolunteerApplication = z.infer<typeof VolunteerApplicationSchema>;
export const VolunteerApplicationListSchema = z.array(VolunteerApplicationSchema);

// ---------------------------------------------------------------------------------------------
// Register to Volunteer
// ---------------------------------------------------------------------------------------------

export const VolunteerRoleSchema = z.object({
  roleId: Id,
  roleValue: z.string(),
  /** The role's Welsh name (decision 034). */
  roleValueCy: z.string(),
  description: z.string().nullable(),
  minAge: z.number().int(),
  tablerIcon: z.string().nullable(),
  backgroundColour: z.string().nullable(),
  dbsRequired: z.boolean(),
  dbsRequiredForChildTeams: z.boolean(),
  organisationRequired: z.boolean(),
  teamRequired: z.boolean(),
  allowUnattached: z.boolean(),
  requiresClubSecApproval: z.boolean(),
  requiresWruApproval: z.boolean(),
});
export type VolunteerRole = z.infer<typeof VolunteerRoleSchema>;
export const VolunteerRoleListSchema = z.array(VolunteerRoleSchema);

const volunteerConsentFields = Object.fromEntries(
  VOLUNTEER_CONSENTS.map((key) => [key, z.boolean().default(false)]),
) as Record<(typeof VOLUNTEER_CONSENTS)[number], z.ZodDefault<z.ZodBoolean>>;

/** The volunteer registration payload: role, organisation (null = unattached), teams, the four consents. */
export const VolunteerRegistrationSubmissionSchema = z.object({
  volunteerRoleId: idField(),
  organisationId: idField().nullable(),
  teamParentIds: z.array(idField()).max(LIST_LIMITS.teams).default([]),
  ageGradeAcknowledged: z.boolean().default(false),
  ...volunteerConsentFields,
});
export type VolunteerRegistrationSubmission = z.infer<typeof VolunteerRegistrationSubmissionSchema>;

export const VolunteerRegistrationCreatedSchema = z.object({
  id: Id,
  applicationStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
  requiresDbs: z.boolean(),
  /** A DBS application was opened: DBS is required and the person's DBS is not valid. */
  dbsTriggered: z.boolean(),
  requiresClubSecApproval: z.boolean(),
  requiresWruApproval: z.boolean(),
  /** False when the same registration was already awaiting a decision (a repeated submission). */
  created: z.boolean(),
});
export type VolunteerRegistrationCreated = z.infer<typeof VolunteerRegistrationCreatedSchema>;
