import type { ModalProps } from '@mantine/core';
import { lazy } from 'react';
import { loadedWhenOpened } from './loaded-when-opened';

/** Dialog width on wider screens; on mobile it takes 90% of the screen. */
export const DIALOG_WIDTH_PX = 440;

export type ResponsiveModalProps = Omit<ModalProps, 'size' | 'transitionProps' | 'centered'>;

/**
 * A centred dialog, 440 px wide (90% on mobile), sliding up on small screens, with a labelled close
 * button and its own assertive live region for the errors said inside it. Mantine's Modal, with its
 * scroll area and focus trap, loads the first time a dialog opens, not with the page that has it
 * (decision 035, thirtieth round): most pages draw their dialogs closed.
 */
export const ResponsiveModal = loadedWhenOpened<ResponsiveModalProps>(
  lazy(async () => ({ default: (await import('./responsive-modal-loaded')).LoadedResponsiveModal })),
);
