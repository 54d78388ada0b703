import { Button, Group, Stack } from '@mantine/core';
import type { UnionOfficeHolder } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { Text } from '../../../components/text';
import { useReasonText } from '../../../lib/reason-text';
import { useEndOfficeHolder } from './api/union-organisation-changes';
import { nameOf, useRoleName } from './office-holders-section';

export interface EndAppointmentDialogProps {
  opened: boolean;
  organisationId: number;
  /** The appointment asked about; null once the question is answered. */
  holder: UnionOfficeHolder | null;
  onClose: () => void;
}

/** The question before an appointment is ended: who, in which role (and team), and End or Cancel. */
export function EndAppointmentDialog({ opened, organisationId, holder, onClose }: EndAppointmentDialogProps) {
  const { t } = useTranslation('union-organisations');
  const roleOf = useRoleName();
  const reasonText = useReasonText();
  const end = useEndOfficeHolder();
  const close = () => {
    end.reset();
    onClose();
  };
  const confirm = () => {
    if (!holder) return;
    end.mutate({ params: { organisationId, appointmentId: holder.id } }, { onSuccess: close });
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title={t('endDialog.title')}>
      {holder ? (
        <Stack gap="md">
          <Text>{t('endDialog.body', { name: nameOf(holder), role: roleOf(holder) })}</Text>
          {holder.teamChild ? (
            <Text size={3}>
              {t('endDialog.team', { team: `${holder.teamChild.teamParentName} – ${holder.teamChild.value}` })}
            </Text>
          ) : null}
          {end.isError ? <ErrorAlert>{reasonText(end.error)}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={close} disabled={end.isPending} data-autofocus>
              {t('endDialog.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={end.isPending}>
              {t('endDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
