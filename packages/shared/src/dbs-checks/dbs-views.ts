/**
 * Who viewed my (or my child's) DBS record: every read of a DBS record by an organisation official
 * or by union staff is in the audit log; the member sees the organisation (or the union), the
 * viewer's role there when known, and when. Never the viewer's name.
 */
import { z } from 'zod';

export const DBS_VIEWS_LIMIT = 100;

export const DbsViewSchema = z.object({
  at: z.string().describe('ISO 8601 date-time'),
  viewer: z.enum(['organisation', 'union']),
  /** The organisation's name; null for a union read. */
  organisationName: z.string().nullable(),
  /** The viewer's role (e.g. Club Secretary, Safeguarding Officer) when known, else null. */
  role: z.string().nullable(),
  /** The same in Welsh (decision 034); null when the role is. */
  roleCy: z.string().nullable(),
});
export type DbsView = z.infer<typeof DbsViewSchema>;
/** Newest first, at most 100. */
export const DbsViewListSchema = z.array(DbsViewSchema);
