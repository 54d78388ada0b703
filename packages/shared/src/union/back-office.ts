/**
 * Wire shapes of the union's back office: who the union staff member is, what waits for them,
 * and DBS records (the work queue and its decisions are in registrations/work-queue.ts). The web app builds its forms from the same schemas.
 */
import { z } from 'zod';
import { DbsStatusSchema } from '../dbs-checks/dbs-status';
import { TEXT_LIMITS, textField } from '../fields/fields';
import { IsoDateSchema, MemberIdSchema } from '../people/person';
import { UnionWorkQueueCountsSchema } from '../registrations/work-queue';
import { UNION_AREAS, UNION_ROLES } from './permissions';

const Id = z.number().int();

export const UnionMeSchema = z.object({
  roles: z.array(z.enum(UNION_ROLES)),
  areas: z.array(z.enum(UNION_AREAS)),
});
export type UnionMe = z.infer<typeof UnionMeSchema>;

/** What waits for the caller: null for an area they do not reach. */
export const UnionSummarySchema = z.object({
  workQueue: UnionWorkQueueCountsSchema.nullable(),
  /** People whose latest DBS check expires within 90 days. */
  expiringDbs: z.number().int().nullable(),
});
export type UnionSummary = z.infer<typeof UnionSummarySchema>;

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
