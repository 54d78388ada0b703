import { Group } from '@mantine/core';
import type { ActionList } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge';
import { useActions } from '../../entities/action';

/**
 * The Actions card's counts once `GET /api/actions` has answered (nothing before): read here, so
 * the answer redraws the counts, not the dashboard.
 */
export function WaitingActionCounts() {
  const waiting = useActions();
  return waiting.data ? <ActionCardCounts actions={waiting.data} /> : null;
}

/**
 * The Actions card's counts: the transfers and permits waiting for the member's (or their child's) answer and the
 * DBS checks to renew, each only when there is one; nothing when nothing waits.
 */
export function ActionCardCounts({ actions }: { actions: ActionList }) {
  const { t } = useTranslation('dashboard');
  const counts = [
    { key: 'transfers', count: actions.filter((item) => item.kind === 'transfer').length },
    { key: 'permits', count: actions.filter((item) => item.kind === 'permit').length },
    { key: 'dbsRenewals', count: actions.filter((item) => item.kind === 'dbs-renewal').length },
  ].filter((entry) => entry.count > 0);
  if (counts.length === 0) return null;
  return (
    <Group gap={6} mt={4} data-testid="action-counts">
      {counts.map(({ key, count }) => (
        <StatusBadge key={key} tone="warning" tt="none">
          {t(`actionCounts.${key}`, { count })}
        </StatusBadge>
      ))}
    </Group>
  );
}
