import { TRANSFER_STATES, type TransferState } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<TransferState, StatusTone> = {
  awaiting_player: 'warning',
  objection_window: 'info',
  ready_for_union: 'info',
  objected: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** The wire's state (the schema types it as a string) as one of the rules' states. */
export function transferStateOfWire(state: string): TransferState {
  return (TRANSFER_STATES as readonly string[]).includes(state) ? (state as TransferState) : 'awaiting_player';
}

/** Where a transfer stands, in a few words and the tone of its badge. */
export function TransferStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('transfers');
  const known = transferStateOfWire(state);
  return <StatusBadge tone={TONES[known]}>{t(`player.states.${known}`)}</StatusBadge>;
}
