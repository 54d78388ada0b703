import { z } from 'zod';
import { DbsStatusSchema } from '../dbs-checks/dbs-status';
import { idParam } from '../fields/fields';

/** Member ids are digits only; on the wire they are integers, within the database's range. */
export const MemberIdSchema = idParam();

/**
 * A calendar day as the API answers it (YYYY-MM-DD). Inputs use `dateField` instead; a day stored
 * before the field bounds existed may have a year past 9999, and is still answered as stored.
 */
export const IsoDateSchema = z.string().regex(/^\d{4,}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const AddressSchema = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  postCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

export const MarketingPreferencesSchema = z.object({
  optedInForWrucomms: z.boolean(),
  optedInForRegionalComms: z.boolean(),
  optedInForThirdPartyComms: z.boolean(),
});
export type MarketingPreferences = z.infer<typeof MarketingPreferencesSchema>;

export const ParentSummarySchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

/** A person as `GET /api/person/{id}` answers it. */
export const PersonSchema = z.object({
  wruId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  dob: IsoDateSchema.nullable(),
  sexId: z.number().int().nullable(),
  nationalityIds: z.array(z.number().int()),
  internationalPlayingStatusIds: z.array(z.number().int()),
  parentId: z.number().int().nullable(),
  addresses: z.array(AddressSchema),
  marketingPreferences: MarketingPreferencesSchema.nullable(),
  dbsStatus: DbsStatusSchema,
  parent: ParentSummarySchema.nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonIdParamsSchema = z.object({ id: MemberIdSchema });
