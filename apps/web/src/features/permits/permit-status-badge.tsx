import type { PermitStatus } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../components/status-badge';

const PERMIT_STATUS_TONES: Record<PermitStatus, StatusTone> = {
  cancelled: 'neutral',
  approved_by_wru: 'success',
  rejected_by_wru: 'danger',
  approved: 'success',
  rejected: 'danger',
  pending: 'warning',
};

/** A permit's badge, by the spec's precedence (the server's `status`): Cancelled, Approved by WRU, Rejected by WRU, Approved, Rejected, Pending. */
export function PermitStatusBadge({ status }: { status: PermitStatus }) {
  const { t } = useTranslation('permits');
  return <StatusBadge tone={PERMIT_STATUS_TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
