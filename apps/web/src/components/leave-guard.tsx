import { Button, Group, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';
import { useModalTransition } from './back-button';
import { Text } from './text';

export interface LeaveGuardProps {
  /** Whether leaving would lose something (the guard is idle otherwise). */
  when: boolean;
  /** The warning, e.g. 'Leaving this page will lose your progress.' */
  message: string;
  /** Destinations that do not count as leaving (e.g. the next page of the same journey). */
  allows?: (next: Location) => boolean;
}

/**
 * Asks 'Leave' / 'Stay' before any in-app navigation away from the page (links, the back button,
 * the browser's back), and lets the browser ask before a reload or closing the tab.
 */
export function LeaveGuard({ when, message, allows }: LeaveGuardProps) {
  const { t } = useTranslation('common');
  const transitionProps = useModalTransition();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !(allows?.(nextLocation) ?? false),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal opened={isBlocked} onClose={() => blocker.reset?.()} title={t('back.leaveTitle')} centered transitionProps={transitionProps} closeButtonProps={{ 'aria-label': t('closeDialog') }}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {t('back.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t('back.leave')}</Button>
      </Group>
    </Modal>
  );
}
