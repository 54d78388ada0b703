import type { DbsStatus } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../components/status-badge';

const TONES: Record<DbsStatus, StatusTone> = {
  valid: 'success',
  pending: 'warning',
  invalid: 'danger',
  none: 'neutral',
};

/** A person's DBS status as a badge, its label read with the status ('DBS status: Valid'). */
export function DbsStatusBadge({ status }: { status: DbsStatus }) {
  const { t } = useTranslation('union-people');
  return (
    <StatusBadge
      tone={TONES[status]}
      aria-label={`${t('dbsStatus.label')}: ${t(`dbsStatus.${status}`)}`}
      data-testid="dbs-status"
    >
      {t(`dbsStatus.${status}`)}
    </StatusBadge>
  );
}
