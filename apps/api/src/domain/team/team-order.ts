import { AGE_GRADE_RANKS, UNGRADED_TEAM_RANK } from '@mywru/shared';
import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY terms for a list of teams in the listing order of `compareTeams` (packages/shared):
 * the template's age grade (Under 7 ... Under 16, Youth), then senior, then the rest; then the
 * name, case-insensitive and byte-wise as the comparator compares it; then the id. Ordering in
 * SQL keeps paginated lists' pages in that order.
 */
export function teamListOrder(columns: { ageGrade: AnyColumn; name: AnyColumn; id: AnyColumn }): SQL[] {
  const ranks = sql.join(
    AGE_GRADE_RANKS.map(({ ageGrade, rank }) => sql`when ${ageGrade} then ${sql.raw(String(rank))}`),
    sql` `,
  );
  return [
    sql`case ${columns.ageGrade} ${ranks} else ${sql.raw(String(UNGRADED_TEAM_RANK))} end`,
    sql`lower(${columns.name}) collate "C"`,
    asc(columns.id),
  ];
}
