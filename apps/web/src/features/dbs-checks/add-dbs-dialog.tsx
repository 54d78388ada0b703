import { Button, Group, Stack, TextInput } from '@mantine/core';
import { defaultDbsExpiry, NewDbsRecordSchema } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../components';
import { DateField } from '../../components/date-field';
import { formatDay } from '../../components/format-date';
import { ResponsiveModal } from '../../components/responsive-modal';
import { useReasonText } from '../../lib/reason-text';
import { useAddDbsCheck } from './api/add-dbs-check';
import { firstIssuePerField } from '../../lib/form-errors';

/**
 * 'Add DBS check': certificate number, issue date and expiry; the expiry follows the issue date
 * (the end of that season, the shared rule) until the user changes it. What was typed stays on a failure.
 */
export function AddDbsDialog({
  personId,
  opened,
  onClose,
  onSaved,
}: {
  personId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('union-people');
  const calendarLabels = { previousLabel: t('dates.previous'), nextLabel: t('dates.next') };
  const add = useAddDbsCheck();
  const reasonText = useReasonText();
  const [certificateNumber, setCertificateNumber] = useState('');
  const [issued, setIssued] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<string | null>(null);
  const [isExpiryChosen, setIsExpiryChosen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setCertificateNumber('');
    setIssued(null);
    setExpiry(null);
    setIsExpiryChosen(false);
    setErrors({});
    add.reset();
  };

  const changeIssued = (value: string | null) => {
    setIssued(value);
    if (!isExpiryChosen) setExpiry(value ? defaultDbsExpiry(value) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewDbsRecordSchema.safeParse({ certificateNumber, issued: issued ?? '', expiry });
    if (!parsed.success || !issued) {
      setErrors({ ...firstIssuePerField(parsed.error), ...(issued ? {} : { issued: t('dbs.issuedRequired') }) });
      return;
    }
    setErrors({});
    add.mutate(
      { params: { id: personId }, body: parsed.data },
      {
        onSuccess: () => {
          reset();
          onSaved();
        },
      },
    );
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('dbs.addTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size={3}>{t('dbs.addIntro')}</Text>
          <TextInput
            label={t('dbs.certificate')}
            description={t('dbs.certificateHint')}
            value={certificateNumber}
            onChange={(event) => setCertificateNumber(event.currentTarget.value)}
            error={errors.certificateNumber}
            inputMode="numeric"
            autoComplete="off"
            required
            data-autofocus
          />
          <DateField
            {...calendarLabels}
            label={t('dbs.issued')}
            value={issued}
            onChange={changeIssued}
            error={errors.issued}
            required
          />
          <DateField
            {...calendarLabels}
            label={t('dbs.expiry')}
            description={issued ? t('dbs.expiryHint', { date: formatDay(defaultDbsExpiry(issued)) }) : undefined}
            value={expiry}
            onChange={(value) => {
              setExpiry(value);
              setIsExpiryChosen(true);
            }}
            error={errors.expiry}
            clearable
            clearButtonProps={{ 'aria-label': t('dates.clear') }}
          />
          {add.isError ? <ErrorAlert>{reasonText(add.error)}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                reset();
                onClose();
              }}
            >
              {t('dbs.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('dbs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
