import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadedWhenOpened } from './loaded-when-opened';
import { useIsMobile } from '../lib/use-is-mobile';

/**
 * The 'Leave' / 'Stay' question (a Modal) loads the first time it is asked, not with the page (decision
 * 035): asked by the back button and by LeaveGuard.
 */
export const LeaveQuestion = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./back-button-question')).LeaveQuestion })),
);

export interface BackButtonProps {
  /** Where to go; without it, one step back in history. */
  to?: string;
  /** When set, leaving asks first ('Leave' / 'Stay') with this message. */
  leaveWarning?: string;
  label?: string;
}

/** Modal transition for the app: slides up on small screens. */
export function useModalTransition() {
  const isMobile = useIsMobile();
  return isMobile ? { transition: 'slide-up' as const, duration: 200 } : { transition: 'fade' as const, duration: 150 };
}

export function BackButton({ to, leaveWarning, label }: BackButtonProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);

  const leave = () => {
    close();
    if (to) void navigate(to);
    else void navigate(-1);
  };

  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={leaveWarning ? open : leave}
        px={0}
      >
        {label ?? t('back.label')}
      </Button>
      {leaveWarning ? <LeaveQuestion opened={opened} message={leaveWarning} onStay={close} onLeave={leave} /> : null}
    </>
  );
}
