/**
 * The union's people search: who the back office finds by name or member id, with each person's DBS status.
 */
import { z } from 'zod';
import { DbsStatusSchema } from '../dbs-checks/dbs-status';
import { TEXT_LIMITS, textField } from '../fields/fields';
import { IsoDateSchema, MemberIdSchema } from './person';

const Id = z.number().int();

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
