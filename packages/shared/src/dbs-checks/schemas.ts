/**
 * Wire shapes of DBS checks: the member's own (or their child's) records and flags, an
 * organisation's view of a member's, and the union's records, flags and expiring list.
 */
import { z } from 'zod';
import { DATE_BOUNDS, dateField } from '../fields/fields';
import { IsoDateSchema } from '../people/person';
import { UnionPersonSchema } from '../people/union-people';
import { DbsStatusSchema } from './dbs-status';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

export const DbsRecordSchema = z.object({
  certificateNumber: z.string(),
  issued: IsoDateSchema,
  expiry: IsoDateSchema,
});
export type DbsRecord = z.infer<typeof DbsRecordSchema>;

/** The DBS response: records (newest first), the flags, and the status computed from them. */
export const DbsResponseSchema = z.object({
  personDBSRecords: z.array(DbsRecordSchema),
  hasActiveApplication: z.boolean(),
  hasInvalidDbs: z.boolean(),
  dbsStatus: DbsStatusSchema,
});
export type DbsResponse = z.infer<typeof DbsResponseSchema>;

/** DBS records of a person as an organisation sees them (every read is audited): the same shape. */
export const OrganisationPersonDbsSchema = DbsResponseSchema;
export type OrganisationPersonDbs = z.infer<typeof OrganisationPersonDbsSchema>;

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
