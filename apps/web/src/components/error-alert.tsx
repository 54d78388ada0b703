import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export interface ErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  children: ReactNode;
  /** Defaults to 'Error'. */
  title?: ReactNode;
}

/** The one error alert, titled 'Error' unless a caller names it. */
export function ErrorAlert({ children, title, ...props }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert role="alert" color="red" variant="light" title={title ?? t('error.title')} icon={<IconAlertCircle aria-hidden />} {...props}>
      {children}
    </Alert>
  );
}
