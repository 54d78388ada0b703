import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModalTransition } from './back-button';
import { DialogAlertRegion } from './live-announcer';
import { useIsMobile } from '../lib/use-is-mobile';

/** Dialog width on wider screens; on mobile it takes 90% of the screen. */
export const DIALOG_WIDTH_PX = 440;

export type ResponsiveModalProps = Omit<ModalProps, 'size' | 'transitionProps' | 'centered'>;

/**
 * A centred dialog, 440 px wide (90% on mobile), sliding up on small screens, with a labelled close
 * button and its own assertive live region for the errors said inside it.
 */
export function ResponsiveModal({ closeButtonProps, children, ...props }: ResponsiveModalProps) {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  const transitionProps = useModalTransition();
  return (
    <Modal
      centered
      size={isMobile ? '90%' : DIALOG_WIDTH_PX}
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('closeDialog'), ...closeButtonProps }}
      {...props}
    >
      <DialogAlertRegion>{children}</DialogAlertRegion>
    </Modal>
  );
}
