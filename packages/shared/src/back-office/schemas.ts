/**
 * Wire shapes of the union back office's hub: who the union staff member is (their union roles and
 * the areas they reach) and what waits for them there (the dashboard's 'Union' card).
 */
import { z } from 'zod';
import { UnionWorkQueueCountsSchema } from '../registrations/work-queue';
import { UNION_AREAS, UNION_ROLES } from './permissions';

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
  /** Transfers the union may decide now (the player approved; the sending organisation answered or its 7 days passed). */
  transfers: z.number().int().nullable(),
  /**
   * Permits the union may decide now (the player approved, the union has not, not cancelled, kick-off
   * ahead). The API always sends it; a reader of an older answer without it reads null.
   */
  permits: z.number().int().nullable().default(null),
});
export type UnionSummary = z.infer<typeof UnionSummarySchema>;
