import type { DbsStatus } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { DbsStatusBadge } from '../../entities/dbs-check';

/** A person's DBS status in the back office, its label read with the status ('DBS status: Valid'). */
export function UnionDbsStatusBadge({ status }: { status: DbsStatus }) {
  const { t } = useTranslation('union-people');
  return (
    <DbsStatusBadge
      status={status}
      aria-label={`${t('dbsStatus.label')}: ${t(`dbsStatus.${status}`)}`}
      data-testid="dbs-status"
    >
      {t(`dbsStatus.${status}`)}
    </DbsStatusBadge>
  );
}
