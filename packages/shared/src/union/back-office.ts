/**
 * Wire shapes of the union's back office: DBS records (the work queue and its decisions are in registrations/work-queue.ts). The web app builds its forms from the same schemas.
 */
import { z } from 'zod';
import { DbsStatusSchema } from '../dbs/dbs-status';
import { DATE_BOUNDS, TEXT_LIMITS, dateField, textField } from '../fields/fields';
import { IsoDateSchema, MemberIdSchema } from '../people/person';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

// ---------------------------------------------------------------------------------------------
// DBS
// ---------------------------------------------------------------------------------------------

export const UNION_PEOPLE_SEARCH_LIMIT = 20;

export const UnionPeopleSearchQuerySchema = z.object({
  search: textField(TEXT_LIMITS.search).min(2, 'Type at least 2 characters'),
});

export const UnionPersonSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  dbsStatus: DbsStatusSchema,
});
export type UnionPerson = z.infer<typeof UnionPersonSchema>;
export const UnionPersonListSchema = z.array(UnionPersonSchema);

export const UnionPersonParamsSchema = z.object({ id: MemberIdSchema });

export const UnionDbsRecordSchema = z.object({
  id: Id,
  certificateNumber: z.string(),
  issued: IsoDateSchema,
  expiry: IsoDateSchema,
  createdOn: Timestamp,
});
export type UnionDbsRecord = z.infer<typeof UnionDbsRecordSchema>;

export const UnionPersonDbsSchema = UnionPersonSchema.extend({
  hasInvalidDbs: z.boolean(),
  hasActiveApplication: z.boolean(),
  /** Newest expiry first. */
  records: z.array(UnionDbsRecordSchema),
});
export type UnionPersonDbs = z.infer<typeof UnionPersonDbsSchema>;

export const DBS_MESSAGES = {
  certificateNumber: 'The certificate number is 12 digits',
  expiryBeforeIssued: 'The expiry must be after the issue date',
  noFlags: 'Change at least one flag',
} as const;

/** Only what the domain rules allow: certificate number, issue date, expiry (default: end of the season). */
export const NewDbsRecordSchema = z
  .object({
    certificateNumber: z
      .string()
      .trim()
      .regex(/^\d{12}$/, DBS_MESSAGES.certificateNumber),
    issued: dateField(DATE_BOUNDS.dbsIssued),
    expiry: dateField(DATE_BOUNDS.dbsExpiry)
      .nullable()
      .default(null)
      .describe('Defaults to the end of the season of the issue date'),
  })
  .superRefine((value, ctx) => {
    if (value.expiry !== null && value.expiry <= value.issued) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: DBS_MESSAGES.expiryBeforeIssued });
    }
  });
export type NewDbsRecord = z.infer<typeof NewDbsRecordSchema>;

export const DbsFlagsSchema = z
  .object({
    hasInvalidDbs: z.boolean().optional(),
    hasActiveApplication: z.boolean().optional(),
  })
  .refine((value) => value.hasInvalidDbs !== undefined || value.hasActiveApplication !== undefined, {
    message: DBS_MESSAGES.noFlags,
  });
export type DbsFlags = z.infer<typeof DbsFlagsSchema>;

export const ExpiringDbsSchema = z.object({
  person: z.object({ id: Id, firstName: z.string().nullable(), lastName: z.string().nullable() }),
  certificateNumber: z.string(),
  expiry: IsoDateSchema,
  daysLeft: z.number().int(),
});
export type ExpiringDbs = z.infer<typeof ExpiringDbsSchema>;
export const ExpiringDbsListSchema = z.array(ExpiringDbsSchema);
