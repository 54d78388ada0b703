import { Group } from '@mantine/core';
import type { UnionSummary } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge';
// The entity's file, not its barrel: the barrel brings the back office's own contract (decision 035).
import { useUnionSummary } from '../../entities/union-staff/union-summary';

/**
 * The Union card's counts once `GET /api/union/summary` has answered (nothing before), for union
 * staff only: read here, so the answer redraws the counts, not the dashboard.
 */
export function UnionSummaryCounts() {
  const summary = useUnionSummary(true);
  return summary.data ? <UnionCardCounts summary={summary.data} /> : null;
}

/** The Union card's counts: what waits in each area the staff member reaches (none shown for the others). */
export function UnionCardCounts({ summary }: { summary: UnionSummary }) {
  const { t } = useTranslation('dashboard');
  const counts = [
    summary.workQueue ? { key: 'referrals', count: summary.workQueue.playerReferrals } : null,
    summary.workQueue ? { key: 'volunteerApprovals', count: summary.workQueue.volunteerApprovals } : null,
    summary.expiringDbs !== null ? { key: 'expiringDbs', count: summary.expiringDbs } : null,
    summary.transfers !== null ? { key: 'transfers', count: summary.transfers } : null,
    summary.permits !== null ? { key: 'permits', count: summary.permits } : null,
  ].filter((entry) => entry !== null);
  if (counts.length === 0) return null;
  return (
    <Group gap={6} mt={4} data-testid="union-counts">
      {counts.map(({ key, count }) => (
        <StatusBadge key={key} tone={count > 0 ? 'warning' : 'neutral'} tt="none">
          {t(`union.${key}`, { count })}
        </StatusBadge>
      ))}
    </Group>
  );
}
