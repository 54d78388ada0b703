import { Anchor, List, Stack } from '@mantine/core';
import { ageOn, type ApplicantContact } from '@mywru/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValue, Text } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { fullName } from '../../../entities/person';

export interface ApplicantDetailsProps {
  name: string;
  /** The application: the applicant's member ID (personId), birth date and whom to contact. */
  application: { personId: number; dob: string | null; contact: ApplicantContact };
  /** What was applied for (the team, the role), one line each. */
  applyingFor: ReactNode;
  /** The application's history, oldest first: what happened and when, one line each. */
  history: readonly { key: string; text: string }[];
  today?: Date;
}

/**
 * What a decision needs, in both decision dialogs: who (member ID, age), what for, whom to contact
 * (the applicant's e-mail, a child's guardian and theirs) and the application's history.
 */
export function ApplicantDetails({
  name,
  application,
  applyingFor,
  history,
  today = new Date(),
}: ApplicantDetailsProps) {
  const { t } = useTranslation('organisation-applications');
  const { personId, dob } = application;
  const { email, guardian } = application.contact;
  const guardianName = guardian ? fullName(guardian) : '';
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600}>{name}</Text>
        <Text size={3}>{t('memberId', { id: personId })}</Text>
        {dob ? <Text size={3}>{t('dobWithAge', { date: formatDay(dob), age: ageOn(dob, today) })}</Text> : null}
        {applyingFor}
      </Stack>
      <LabelledValue
        label={t('playerDecision.contact')}
        value={
          <Stack gap={2}>
            {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : null}
            {guardian ? (
              <span>
                {t('playerDecision.guardian', { name: guardianName || t('playerDecision.noName') })}
                {guardian.email ? (
                  <>
                    {' '}
                    <Anchor href={`mailto:${guardian.email}`}>{guardian.email}</Anchor>
                  </>
                ) : null}
              </span>
            ) : null}
            {!email && !guardian?.email ? <span>{t('playerDecision.noContact')}</span> : null}
          </Stack>
        }
      />
      <LabelledValue
        label={t('playerDecision.history')}
        value={
          <List size="sm" spacing={2} aria-label={t('playerDecision.history')}>
            {history.map((item) => (
              <List.Item key={item.key}>{item.text}</List.Item>
            ))}
          </List>
        }
      />
    </Stack>
  );
}
