import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAlert } from './live-announcer';

export interface ErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  children: ReactNode;
  /** Defaults to 'Error'. */
  title?: ReactNode;
  /**
   * Whether its words are said through the assertive region (the default). False only when the caller
   * moves focus to it, which makes screen readers read it: said twice otherwise.
   */
  announced?: boolean;
}

/**
 * The one error alert, titled 'Error' unless a caller names it. Its words (title, then message) are
 * said through the app's assertive live region when it appears or its words change; the box itself
 * has no live role, so a screen reader says them once.
 */
export function ErrorAlert({ children, title, announced = true, ...props }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  const titleRef = useRef<HTMLSpanElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const alert = useAlert();
  const said = useRef('');
  // The words as rendered (children may be elements), read after each render; said when they change.
  useEffect(() => {
    const words = announced
      ? [titleRef.current?.textContent, bodyRef.current?.textContent]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join('. ')
      : '';
    if (words === said.current) return;
    said.current = words;
    if (words) alert(words);
  });
  return (
    // A group named by its title (Mantine's Alert is otherwise role="alert", a second announcement).
    <Alert
      role="group"
      color="red"
      variant="light"
      title={<span ref={titleRef}>{title ?? t('error.title')}</span>}
      icon={<IconAlertCircle aria-hidden />}
      {...props}
    >
      <div ref={bodyRef}>{children}</div>
    </Alert>
  );
}
