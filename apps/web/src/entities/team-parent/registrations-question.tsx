import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal } from '../../components/responsive-modal';
import { Text } from '../../components/text';

export interface RegistrationsQuestionProps {
  opened: boolean;
  /** The team's name, as the question says it. */
  team: string;
  /** Whether it asks about opening the team's registrations (or closing them). */
  opening: boolean;
  onClose: () => void;
  /** Called on confirming, with the value it asked about; the question closes first. */
  onConfirm: (value: boolean) => void;
}

/** The registrations switch's question before a team is opened or closed. */
export function RegistrationsQuestion({ opened, team, opening, onClose, onConfirm }: RegistrationsQuestionProps) {
  const { t } = useTranslation('common');
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={t(opening ? 'registrationsToggle.openTitle' : 'registrationsToggle.closeTitle', { team })}
    >
      <Stack gap="md">
        <Text>{t(opening ? 'registrationsToggle.openBody' : 'registrationsToggle.closeBody', { team })}</Text>
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('registrationsToggle.cancel')}
          </Button>
          <Button
            color={opening ? undefined : 'red'}
            onClick={() => {
              onClose();
              onConfirm(opening);
            }}
            data-autofocus
          >
            {t(opening ? 'registrationsToggle.open' : 'registrationsToggle.close')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
