import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadedResponsiveModal } from './responsive-modal-loaded';
import { Text } from './text';

export interface LeaveQuestionProps {
  opened: boolean;
  /** What leaving loses. */
  message: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The question before leaving a page with unsaved work (the back button's, LeaveGuard's): 'Leave' or
 * 'Stay', in the app's dialog (loaded with this module, which loads when first asked).
 */
export function LeaveQuestion({ opened, message, onStay, onLeave }: LeaveQuestionProps) {
  const { t } = useTranslation('common');
  return (
    <LoadedResponsiveModal opened={opened} onClose={onStay} title={t('back.leaveTitle')}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="outline" onClick={onStay}>
          {t('back.stay')}
        </Button>
        <Button onClick={onLeave}>{t('back.leave')}</Button>
      </Group>
    </LoadedResponsiveModal>
  );
}
