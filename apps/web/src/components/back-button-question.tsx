import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModalTransition } from './back-button';
import { Text } from './text';

export interface LeaveQuestionProps {
  opened: boolean;
  /** What leaving loses. */
  message: string;
  onStay: () => void;
  onLeave: () => void;
}

/** The back button's question before leaving a page with unsaved work: 'Leave' or 'Stay'. */
export function LeaveQuestion({ opened, message, onStay, onLeave }: LeaveQuestionProps) {
  const { t } = useTranslation('common');
  const transitionProps = useModalTransition();
  return (
    <Modal opened={opened} onClose={onStay} title={t('back.leaveTitle')} centered transitionProps={transitionProps}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="outline" onClick={onStay}>
          {t('back.stay')}
        </Button>
        <Button onClick={onLeave}>{t('back.leave')}</Button>
      </Group>
    </Modal>
  );
}
