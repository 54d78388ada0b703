import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModalTransition } from './back-button';
import { DialogAlertRegion } from './live-announcer';
import { useIsMobile } from '../lib/use-is-mobile';
import { DIALOG_WIDTH_PX, type ResponsiveModalProps } from './responsive-modal';

/** ResponsiveModal's dialog, loaded the first time one opens (responsive-modal.tsx). */
export function LoadedResponsiveModal({ closeButtonProps, children, ...props }: ResponsiveModalProps) {
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
