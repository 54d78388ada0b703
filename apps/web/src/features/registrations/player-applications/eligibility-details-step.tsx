import { Button, Group, Stack } from '@mantine/core';
import { messages, type Person } from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, Text } from '../../../components';
import { useSaveEligibilityDetails } from '../api/save-eligibility-details';
import { NationalitiesField, SexField, useNationalities, type PersonFieldsTexts } from '../../../entities/person';
import type { EligibilityDetail, SubjectOptions } from '../registration-subject';

export interface EligibilityDetailsStepProps {
  memberId: string;
  person: Person;
  missing: readonly EligibilityDetail[];
  subject: SubjectOptions;
  onSaved: (person: Person) => void;
}

/**
 * Asked before teams are offered when the record of the person being registered lacks what
 * eligibility needs (sex: teams are for men, women or everyone; nationality); saved to their record.
 */
export function EligibilityDetailsStep({ memberId, person, missing, subject, onSaved }: EligibilityDetailsStepProps) {
  const { t } = useTranslation('registrations');
  const texts: PersonFieldsTexts = (key) => t(`child.${key}`);
  const nationalities = useNationalities();
  const save = useSaveEligibilityDetails(memberId);
  const asksSex = missing.includes('sex');
  const asksNationality = missing.includes('nationality');
  const [sexId, setSexId] = useState<string | null>(null);
  const [nationalityIds, setNationalityIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ sex?: string; nationality?: string }>({});

  const summary = [
    ...(errors.sex ? [{ fieldId: 'eligibility-sex-male', message: errors.sex }] : []),
    ...(errors.nationality ? [{ fieldId: 'eligibility-nationalities', message: errors.nationality }] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(asksSex && !sexId ? { sex: messages.required('Sex') } : {}),
      ...(asksNationality && nationalityIds.length === 0 ? { nationality: messages.nationalities } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      {
        params: { id: person.wruId },
        body: {
          ...(asksSex ? { sexId: Number(sexId) as 1 | 2 } : {}),
          ...(asksNationality ? { nationalityIds: nationalityIds.map(Number) } : {}),
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="eligibility-details-heading">
      <Stack gap="md">
        <Text fw={600} id="eligibility-details-heading">
          {t('details.eligibilityTitle', subject)}
        </Text>
        <Text size={3}>{t('details.eligibilityIntro', subject)}</Text>
        <ErrorSummary errors={summary} />
        {asksSex ? (
          <SexField
            texts={texts}
            value={sexId}
            onChange={setSexId}
            error={errors.sex}
            description={t('details.sexWhy', subject)}
            id="eligibility-sex"
          />
        ) : null}
        {asksNationality ? (
          <NationalitiesField
            texts={texts}
            value={nationalityIds}
            onChange={setNationalityIds}
            error={errors.nationality}
            id="eligibility-nationalities"
          />
        ) : null}
        {nationalities.isError && asksNationality ? <ErrorAlert>{t('errors.loadData')}</ErrorAlert> : null}
        {save.isError ? <ErrorAlert>{t('details.eligibilitySaveError')}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('details.eligibilitySave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
