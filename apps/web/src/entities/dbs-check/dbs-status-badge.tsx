import type { DbsStatus } from '@mywru/shared';
import { StatusBadge, type StatusBadgeProps, type StatusTone } from '../../components/status-badge';

/** The tone of each DBS status, the same on every page: valid is good, pending waits, invalid is refused. */
const DBS_STATUS_TONES: Record<DbsStatus, StatusTone> = {
  valid: 'success',
  pending: 'warning',
  invalid: 'danger',
  none: 'neutral',
};

export interface DbsStatusBadgeProps extends Omit<StatusBadgeProps, 'tone'> {
  status: DbsStatus;
}

/** A person's DBS status as a badge in its status's tone; each page words the label in its own texts. */
export function DbsStatusBadge({ status, ...props }: DbsStatusBadgeProps) {
  return <StatusBadge tone={DBS_STATUS_TONES[status]} {...props} />;
}
