/**
 * Wire shapes of the player application calls: Register to Play (organisation types, team cards,
 * team details, player application submission) and Track Registrations (player applications).
 */
import { z } from 'zod';
import { TEXT_LIMITS, idField, idParam, textField } from '../../fields/fields';
import { IsoDateSchema, MemberIdSchema } from '../../people/person';
import { AGE_GRADES } from './age-grade';
import { PLAYER_CONSENTS } from '../consent';
import { PLAYER_APPLICATION_STATUSES, type PlayerApplicationStatus } from './player-application';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

/** Labels of the player application statuses ("pretty" on the wire). */
export const PLAYER_APPLICATION_STATUS_LABELS: Record<PlayerApplicationStatus, string> = {
  referred_clearance: 'Referred for international clearance',
  referred_dispensation: 'Referred for an age-grade dispensation',
  awaiting_org: 'Awaiting organisation decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function playerApplicationStatusLabel(status: string): string {
  return (PLAYER_APPLICATION_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

// ---------------------------------------------------------------------------------------------
// Register to Play
// ---------------------------------------------------------------------------------------------

export const OrganisationTypeSchema = z.object({
  id: Id,
  nameEn: z.string(),
  /** The Welsh name and description (decision 034). */
  nameCy: z.string(),
  descriptionEn: z.string(),
  descriptionCy: z.string(),
  tablerIcon: z.string(),
  showOnRegistration: z.boolean(),
});
export type OrganisationType = z.infer<typeof OrganisationTypeSchema>;
export const OrganisationTypeListSchema = z.array(OrganisationTypeSchema);

/** Team pages load this many at a time; "Load more" hides when fewer come back. */
export const TEAM_PAGE_SIZE = 9;

export const TeamParentsQuerySchema = z.object({
  personId: MemberIdSchema.describe('The person registering (you or your child): eligibility is theirs'),
  search: textField(TEXT_LIMITS.search).nullish().describe('Part of the team or organisation name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based; 9 teams per page'),
});
export type TeamParentsQuery = z.infer<typeof TeamParentsQuerySchema>;

export const OrganisationTypeParamsSchema = z.object({ typeId: idParam() });

export const TeamCardSchema = z.object({
  teamParentId: Id,
  team: z.string(),
  /** The team's Welsh name (decision 034): its template's for a team named after it, else its own. */
  teamCy: z.string(),
  organisation: z.object({ id: Id, name: z.string() }),
  gameFormat: z.object({ id: Id, name: z.string() }),
  ageGrade: z.enum(AGE_GRADES),
  /** Null for a mixed team. */
  sex: z.object({ id: Id, value: z.string() }).nullable(),
  /** Set when an eligibility restriction closes the team (shown as the orange notice). */
  restricted: z.object({ reason: z.string(), message: z.string() }).nullable(),
  /** Same age grade, or one up (a dispensation: the application is referred). */
  eligibility: z.enum(['same', 'one-up']),
});
export type TeamCard = z.infer<typeof TeamCardSchema>;
export const TeamCardListSchema = z.array(TeamCardSchema);

/**
 * The consent form as sent. Each box is a boolean here so that an unticked one is answered with the
 * spec's exact message (the use case checks them with `PlayerConsentSchema`).
 */
export const PlayerConsentFormSchema = z.object(
  Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, z.boolean().default(false)])) as Record<
    (typeof PLAYER_CONSENTS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type PlayerConsentForm = z.infer<typeof PlayerConsentFormSchema>;

export const PlayerApplicationSubmissionSchema = z.object({
  teamParentId: idField(),
  consents: PlayerConsentFormSchema,
});
export type PlayerApplicationSubmission = z.infer<typeof PlayerApplicationSubmissionSchema>;

export const PlayerApplicationCreatedSchema = z.object({
  id: Id,
  status: z.enum(PLAYER_APPLICATION_STATUSES),
  /** False when the same application already existed (a repeated submission). */
  created: z.boolean(),
});
export type PlayerApplicationCreated = z.infer<typeof PlayerApplicationCreatedSchema>;

// ---------------------------------------------------------------------------------------------
// Track Registrations
// ---------------------------------------------------------------------------------------------

export const PlayerApplicationSchema = z.object({
  id: Id,
  personId: Id,
  status: z.object({ value: z.string(), pretty: z.string(), changedOn: Timestamp }),
  statusChanges: z.array(z.object({ value: z.string(), changedOn: Timestamp })),
  createdOn: Timestamp,
  season: z.string(),
  organisationName: z.string(),
  teamName: z.string(),
  teamParentId: Id,
  gameFormatValue: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  /** A final decision that followed a referral is shown as the union's. */
  decidedByUnion: z.boolean(),
  /** referred_* = 0, awaiting_org = 1, rejected = 2, approved = 3. */
  timelineStep: z.number().int(),
});
export type PlayerApplication = z.infer<typeof PlayerApplicationSchema>;
export const PlayerApplicationListSchema = z.array(PlayerApplicationSchema);

export const PlayingRegistrationParamsSchema = z.object({ id: idParam() });
