/**
 * Wire shapes of Manage Registrations for an organisation: the player and volunteer applications
 * it decides, the two decisions, and Change Team.
 */
import { z } from 'zod';
import { idField, idParam } from '../fields/fields';
import { MemberIdSchema } from '../people/person';
import { PLAYER_APPLICATION_STATUSES } from '../registrations/player-applications/player-application';
import { PlayerApplicationSchema } from '../registrations/player-applications/schemas';
import { VolunteerApplicationSchema } from '../registrations/volunteer-registrations/schemas';

const Id = z.number().int();
const TeamChildSchema = z.object({ id: Id, value: z.string() });

/** Organisation lists answer at most this many applications (newest first). */
export const ORGANISATION_APPLICATIONS_LIMIT = 500;

const StatusSchema = z.enum(PLAYER_APPLICATION_STATUSES);

export const OrganisationPlayerApplicationsQuerySchema = z.object({
  statuses: z
    .union([StatusSchema, z.array(StatusSchema)])
    .optional()
    .transform((v) =>
      v === undefined ? (['awaiting_org', 'approved', 'rejected'] as const).slice() : Array.isArray(v) ? v : [v],
    )
    .describe(
      'Repeat for several (statuses=awaiting_org&statuses=approved); default awaiting_org, approved and rejected',
    ),
});
export type OrganisationPlayerApplicationsQuery = z.infer<typeof OrganisationPlayerApplicationsQuerySchema>;

/** Whom the secretary contacts about an application: the applicant's e-mail, and a child's guardian. */
export const ApplicantContactSchema = z.object({
  email: z.string().nullable(),
  guardian: z
    .object({
      id: Id,
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type ApplicantContact = z.infer<typeof ApplicantContactSchema>;

/** A player application as the organisation sees it: the tracking shape plus the team's variations. */
export const OrganisationPlayerApplicationSchema = PlayerApplicationSchema.extend({
  /** The team's variations; the decision dialog requires a choice when there is more than one. */
  teamChildren: z.array(TeamChildSchema),
  /** The variation the approval placed the player on. */
  decidedTeamChild: TeamChildSchema.nullable(),
  contact: ApplicantContactSchema,
});
export type OrganisationPlayerApplication = z.infer<typeof OrganisationPlayerApplicationSchema>;
export const OrganisationPlayerApplicationListSchema = z.array(OrganisationPlayerApplicationSchema);

export const PlayerApplicationDecisionSchema = z.object({
  playerApplicationStatusValue: z.enum(['approved', 'rejected']),
  /** Required to approve when the team has more than one variation; the only one otherwise. */
  teamChildId: idField().nullable().default(null),
});
export type PlayerApplicationDecision = z.infer<typeof PlayerApplicationDecisionSchema>;

/** A volunteer registration as the organisation sees it, with whom to contact about it. */
export const OrganisationVolunteerApplicationSchema = VolunteerApplicationSchema.extend({
  teamParentIds: z.array(Id),
  contact: ApplicantContactSchema,
});
export type OrganisationVolunteerApplication = z.infer<typeof OrganisationVolunteerApplicationSchema>;
export const OrganisationVolunteerApplicationListSchema = z.array(OrganisationVolunteerApplicationSchema);

export const VolunteerDecisionSchema = z.object({
  applicationId: idField(),
  /** true approves, false rejects. */
  decision: z.boolean(),
  /** The applicant's member id, as a check that the decision is about the person on screen. */
  wruId: MemberIdSchema,
  /** Approving someone whose DBS is required and not valid needs the safeguarding warning ticked. */
  dbsWarningAcknowledged: z.boolean().default(false),
});
export type VolunteerDecision = z.infer<typeof VolunteerDecisionSchema>;

export const UpdateTeamChildQuerySchema = z.object({
  personOrganisationRoleId: idParam(),
  newTeamChildId: idParam(),
});
export type UpdateTeamChildQuery = z.infer<typeof UpdateTeamChildQuerySchema>;
