import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Text, useAlertAnnouncement } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { useLookupNames } from '../../lib/lookup-names';
import { useRugbyUnions } from './api/rugby-unions';

export interface InternationalStatusModalProps {
  opened: boolean;
  onCancel: () => void;
  /** The answer: [] when not registered elsewhere, else [unionId]. */
  onComplete: (internationalPlayingStatusIds: number[]) => void;
  /** The status held, to preselect the union. */
  current: readonly number[];
  clearancesEmail: string | null;
  /** The first name of the child the answer is about; absent when the member answers for themself. */
  childName?: string | undefined;
}

/**
 * The staged international-status question asked on saving personal details:
 * 0 answer accurately, 1 registered elsewhere? (No submits with no status), 2 which union
 * (the home union disabled), 3 clearance required, then submit with that union.
 */
export function InternationalStatusModal({
  opened,
  onCancel,
  onComplete,
  current,
  clearancesEmail,
  childName,
}: InternationalStatusModalProps) {
  const { t } = useTranslation('profile');
  return (
    <ResponsiveModal opened={opened} onClose={onCancel} title={t('international.modalTitle')}>
      {opened ? (
        <Stages
          onComplete={onComplete}
          onCancel={onCancel}
          current={current}
          clearancesEmail={clearancesEmail}
          childName={childName}
        />
      ) : null}
    </ResponsiveModal>
  );
}

function Stages({
  onComplete,
  onCancel,
  current,
  clearancesEmail,
  childName,
}: Omit<InternationalStatusModalProps, 'opened'>) {
  const { t } = useTranslation('profile');
  // Worded for the person the answer is about: the member ('Are you…') or their child ('Is Gwen…').
  const about = childName ? { context: 'child', name: childName } : {};
  const [stage, setStage] = useState(0);
  const [unionId, setUnionId] = useState<string | null>(current[0] ? String(current[0]) : null);
  const unions = useRugbyUnions(stage >= 2);
  const lookups = useLookupNames();
  useAlertAnnouncement(stage === 2 && unions.isError ? t('international.unionsError') : null);

  if (stage === 0) {
    return (
      <Stack gap="md">
        <Heading order={2} level={6}>
          {t('international.accuracyTitle')}
        </Heading>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text>{t('international.accuracyWarning', about)}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t('international.cancel')}
          </Button>
          <Button onClick={() => setStage(1)} data-autofocus>
            {t('international.continue')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (stage === 1) {
    return (
      <Stack gap="md">
        <Heading order={2} level={6} id="international-question">
          {t('international.question', about)}
        </Heading>
        <Group justify="flex-end" role="group" aria-labelledby="international-question">
          <Button variant="outline" onClick={() => onComplete([])} data-autofocus>
            {t('international.no')}
          </Button>
          <Button onClick={() => setStage(2)}>{t('international.yes')}</Button>
        </Group>
      </Stack>
    );
  }
  if (stage === 2) {
    return (
      <Stack gap="md">
        <Heading order={2} level={6}>
          {t('international.selectTitle', about)}
        </Heading>
        {unions.isError ? (
          <Group gap={6} wrap="nowrap" style={{ color: 'var(--mantine-color-red-8)' }}>
            <IconAlertCircle size={18} aria-hidden />
            <Text size={3} style={{ color: 'var(--mantine-color-red-8)' }}>
              {t('international.unionsError')}
            </Text>
          </Group>
        ) : null}
        <Select
          label={t('international.union')}
          placeholder={t('international.unionPlaceholder')}
          data={(unions.data ?? []).map((union) => ({
            value: String(union.id),
            label: lookups.name(union.value, union.valueCy),
            disabled: union.isHomeUnion || union.value === 'Welsh',
          }))}
          value={unionId}
          onChange={setUnionId}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Group justify="space-between">
          <Button variant="outline" onClick={() => setStage(1)}>
            {t('international.back')}
          </Button>
          <Button onClick={() => setStage(3)} disabled={unionId === null}>
            {t('international.continue')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Heading order={2} level={6}>
        {t('international.clearanceTitle')}
      </Heading>
      <Text>
        {t('international.clearanceMessage', { email: clearancesEmail ?? t('international.clearancesTeam') })}
      </Text>
      <Text>{t('international.clearanceContinue', about)}</Text>
      <Group justify="space-between">
        <Button variant="outline" onClick={() => setStage(2)}>
          {t('international.back')}
        </Button>
        <Button onClick={() => onComplete([Number(unionId)])} data-autofocus>
          {t('international.continueAndSave')}
        </Button>
      </Group>
    </Stack>
  );
}
