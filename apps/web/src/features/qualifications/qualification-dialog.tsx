import { Button, Group, Stack, TextInput } from '@mantine/core';
import { QualificationInputSchema, type QualificationInput, type UnionQualification } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components';
import { DateField } from '../../components/date-field';
import { ResponsiveModal } from '../../components/responsive-modal';
import { firstIssuePerField } from '../../lib/form-errors';

/**
 * Add or edit a qualification: value, valid from, expiry (optional, not before valid from) and
 * certificate number (optional), checked with the API's own schema. What was typed stays on a failure.
 */
export function QualificationDialog({
  title,
  initial,
  isSaving,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: UnionQualification | null;
  isSaving: boolean;
  error: string | null;
  onSubmit: (qualification: QualificationInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('union-people');
  const calendarLabels = { previousLabel: t('dates.previous'), nextLabel: t('dates.next') };
  const [value, setValue] = useState(initial?.value ?? '');
  const [validFrom, setValidFrom] = useState<string | null>(initial?.validFrom ?? null);
  const [expiry, setExpiry] = useState<string | null>(initial?.expiry ?? null);
  const [certificateNumber, setCertificateNumber] = useState(initial?.certificateNumber ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = QualificationInputSchema.safeParse({ value, validFrom: validFrom ?? '', expiry, certificateNumber });
    if (!parsed.success || !validFrom) {
      setErrors({
        ...firstIssuePerField(parsed.error),
        ...(validFrom ? {} : { validFrom: t('qualifications.validFromRequired') }),
      });
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <ResponsiveModal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('qualifications.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={errors.value}
            required
            data-autofocus
          />
          <DateField
            {...calendarLabels}
            label={t('qualifications.validFrom')}
            value={validFrom}
            onChange={setValidFrom}
            error={errors.validFrom}
            required
          />
          <DateField
            {...calendarLabels}
            label={t('qualifications.expiry')}
            description={t('qualifications.optional')}
            value={expiry}
            onChange={setExpiry}
            error={errors.expiry}
            clearable
            clearButtonProps={{ 'aria-label': t('dates.clear') }}
          />
          <TextInput
            label={t('qualifications.certificate')}
            description={t('qualifications.optional')}
            value={certificateNumber}
            onChange={(event) => setCertificateNumber(event.currentTarget.value)}
            error={errors.certificateNumber}
            autoComplete="off"
          />
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('qualifications.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('qualifications.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
