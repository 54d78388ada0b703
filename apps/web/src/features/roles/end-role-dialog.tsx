import { Button, Group, Stack } from '@mantine/core';
import type { UnionRoleHolder } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { isPermissionRefusal } from '../../lib/api-client';
import { useReasonText } from '../../lib/reason-text';
import type { ChangeResult } from './api/union-roles';
import { roleLabel } from './role-label';
import { fullName } from '../../entities/person';

export interface EndRoleDialogProps {
  holder: UnionRoleHolder | null;
  onClose: () => void;
  onEnd: (id: number) => Promise<ChangeResult>;
}

/** Confirms ending a union role; says why when the union refuses (the last Union Administrator). */
export function EndRoleDialog({ holder, onClose, onEnd }: EndRoleDialogProps) {
  const { t } = useTranslation('union-roles');
  const reasonText = useReasonText();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setMessage(null);
    onClose();
  };

  const confirm = async () => {
    if (!holder) return;
    setBusy(true);
    setMessage(null);
    const result = await onEnd(holder.id);
    setBusy(false);
    if (result.ok) {
      close();
      return;
    }
    if (result.error.reason === 'union_role.last_administrator') setMessage(t('end.lastAdministrator'));
    else if (result.error.reason === 'union_role.already_ended') setMessage(t('end.alreadyEnded'));
    else if (isPermissionRefusal(result.error)) setMessage(t('permission'));
    else setMessage(reasonText(result.error));
  };

  return (
    <ResponsiveModal opened={holder !== null} onClose={close} title={t('end.title')}>
      {holder ? (
        <Stack gap="md">
          <Text>
            {t('end.question', { role: roleLabel(t, holder.role), name: fullName(holder.person) || t('noName') })}
          </Text>
          <Text size={3}>{t('end.consequence')}</Text>
          {message ? <ErrorAlert title={t('end.refusedTitle')}>{message}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={close} disabled={busy} data-autofocus>
              {t('end.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={busy}>
              {t('end.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
