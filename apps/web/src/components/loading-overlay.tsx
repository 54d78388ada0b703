import { Box, LoadingOverlay as MantineLoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  /** Covers the whole viewport instead of the nearest positioned parent. */
  fullPage?: boolean;
  visible?: boolean;
}

/** The one loading overlay: a spinner over the content, announced to assistive technology. */
export function LoadingOverlay({ fullPage = false, visible = true }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      pos={fullPage ? 'fixed' : 'relative'}
      inset={fullPage ? 0 : undefined}
      mih={fullPage ? '100vh' : 200}
      w="100%"
      data-testid="loading-overlay"
    >
      <MantineLoadingOverlay visible zIndex={fullPage ? 1000 : 10} overlayProps={{ blur: 1 }} loaderProps={{ color: 'red' }} />
    </Box>
  );
}
