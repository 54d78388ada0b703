import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorSummaryItem {
  /** The id of the field the message is about; its link moves focus there. */
  fieldId: string;
  message: string;
}

/**
 * The summary's items from a form's errors by field, in the order of `fieldIds` (the form's order),
 * each linking to the field's id; fields without an error are left out.
 */
export function errorSummaryItems<Field extends string>(
  errors: Partial<Record<Field, string | null | undefined>>,
  fieldIds: Record<Field, string>,
): ErrorSummaryItem[] {
  return (Object.keys(fieldIds) as Field[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });
}

/**
 * The error summary at the top of a form that failed, as the GOV.UK Design System has it: titled
 * 'There is a problem', it takes focus when it appears (so a screen reader reads it) and links to
 * each field that needs fixing. Renders nothing when there are no errors.
 */
export function ErrorSummary({ errors }: { errors: ErrorSummaryItem[] }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      color="red"
      variant="outline"
      icon={<IconAlertCircle aria-hidden />}
      title={<span id={titleId}>{t('errorSummary.title')}</span>}
    >
      <List spacing={4}>
        {errors.map((error) => (
          <List.Item key={error.fieldId}>
            <Anchor href={`#${error.fieldId}`} c="red.9" fw={600} onClick={(event) => goTo(event, error.fieldId)}>
              {error.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
