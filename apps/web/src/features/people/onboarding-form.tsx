import { Button, Group, Paper, Stack, Stepper } from '@mantine/core';
import {
  OnboardingSchema,
  dobPickerRange,
  dobProblem,
  nameProblem,
  type MarketingPreferences,
  type Person,
} from '@mywru/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, Heading, Text } from '../../components';
import type { ApiError } from '../../lib/api-client';
import { useReasonText } from '../../lib/reason-text';
import { ADDRESS_FIELDS, AddressFields, addressFieldId } from './address-fields';
import { addressInputOf, useAddressForm, type AddressValues } from './address-form';
import { useSubmitOnboarding } from './api/submit-onboarding';
import { MarketingPreferencesFields, NO_MARKETING_PREFERENCES } from './marketing-preferences-fields';
import { firstIssuePerField } from '../../lib/form-errors';
import { PersonFields, personFieldsValue } from '../../entities/person';
import { useIsMobile } from '../../lib/use-is-mobile';

export interface OnboardingFormProps {
  memberId: string;
  person: Person;
  /** Today, for the date-of-birth rules; injectable for tests. */
  today?: Date;
}

type PersonalField = 'firstName' | 'lastName' | 'dob';
type FieldErrors = Partial<Record<PersonalField | `address.${keyof AddressValues}`, string>>;

const STEPS = ['personal', 'address', 'marketing'] as const;

/**
 * The three-step onboarding form: personal details, address, marketing preferences. Next is
 * enabled once the step's required fields are filled; 'Update' submits everything in one call and
 * the person is then reloaded.
 */
/** A refusal the API gave a reason for (a failure of the server says the form's own words). */
const isRefusal = (error: ApiError) => error.status !== null && error.status < 500 && error.reason !== null;

export function OnboardingForm({ memberId, person, today = new Date() }: OnboardingFormProps) {
  const { t } = useTranslation('onboarding');
  const isMobile = useIsMobile();
  const submit = useSubmitOnboarding();
  const reasonText = useReasonText();
  const [active, setActive] = useState(0);
  const [personal, setPersonal] = useState(() => personFieldsValue(person));
  const { firstName, lastName, dob } = personal;
  const isDobHeld = person.dob !== null;
  const address = useAddressForm(person.addresses.at(-1) ?? null);
  const [preferences, setPreferences] = useState<MarketingPreferences>(
    person.marketingPreferences ?? NO_MARKETING_PREFERENCES,
  );
  const [qaSponsor, setQaSponsor] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // After a move the step's heading takes focus, unless the move shows the step's error summary (which takes it).
  const showsSummary = useRef(false);
  useEffect(() => {
    if (hasMoved.current && !showsSummary.current) stepHeading.current?.focus();
    showsSummary.current = false;
  }, [active]);

  const range = dobPickerRange('adult', today);
  const canGoNext =
    active === 0
      ? firstName.trim() !== '' && lastName.trim() !== '' && dob !== null
      : active === 1
        ? address.isComplete
        : true;

  const personalProblems = (): FieldErrors => {
    const problems: FieldErrors = {};
    const first = nameProblem(firstName, 'First name');
    const last = nameProblem(lastName, 'Last name');
    const dobIssue = isDobHeld ? null : dobProblem(dob, 'adult', today);
    if (first) problems.firstName = first;
    if (last) problems.lastName = last;
    if (dobIssue) problems.dob = dobIssue;
    return problems;
  };

  const goTo = (step: number) => {
    hasMoved.current = true;
    setActive(step);
  };

  const next = () => {
    if (active === 0) {
      const problems = personalProblems();
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
    }
    goTo(active + 1);
  };

  const update = () => {
    const payload = {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      dob,
      address: addressInputOf(address.values),
      marketingPreferences: preferences,
    };
    const parsed = OnboardingSchema.safeParse(payload);
    if (!parsed.success) {
      const problems: FieldErrors = firstIssuePerField<keyof FieldErrors & string>(parsed.error, { nested: true });
      setErrors(problems);
      showsSummary.current = true;
      goTo(Object.keys(problems).some((key) => !key.startsWith('address.')) ? 0 : 1);
      return;
    }
    setErrors({});
    submit.mutate({ params: { id: memberId }, body: parsed.data });
  };

  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('address.'))
      .map(([key, message]) => [key.slice('address.'.length), message]),
  ) as Partial<Record<keyof AddressValues, string>>;

  const fieldIds: Partial<Record<keyof FieldErrors, string>> =
    active === 0
      ? { firstName: 'onboarding-first-name', lastName: 'onboarding-last-name', dob: 'onboarding-dob' }
      : active === 1
        ? Object.fromEntries(ADDRESS_FIELDS.map((field) => [`address.${field}`, addressFieldId(field)]))
        : {};
  const summary = (Object.entries(fieldIds) as [keyof FieldErrors, string][]).flatMap(([key, fieldId]) => {
    const message = errors[key];
    return message ? [{ fieldId, message }] : [];
  });

  const step = STEPS[active] ?? 'marketing';
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Stack gap="lg">
        <Stepper
          active={active}
          size="sm"
          orientation={isMobile ? 'vertical' : 'horizontal'}
          allowNextStepsSelect={false}
        >
          {STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`steps.${key}.label`)} />
          ))}
        </Stepper>
        <Heading order={2} level={5} ref={stepHeading} tabIndex={-1}>
          {t(`steps.${step}.title`)}
        </Heading>
        <ErrorSummary errors={summary} />

        {active === 0 ? (
          <Stack gap="sm">
            <Text size={3}>{t('personal.parentNote')}</Text>
            <PersonFields
              texts={(key) => t(`personal.${key}`)}
              value={personal}
              onChange={(change) => setPersonal((current) => ({ ...current, ...change }))}
              errors={errors}
              dobRange={range}
              isDobHeld={isDobHeld}
              idPrefix="onboarding"
              nameAutoComplete={{ firstName: 'given-name', lastName: 'family-name' }}
            />
          </Stack>
        ) : null}

        {active === 1 ? <AddressFields form={address} errors={addressErrors} /> : null}

        {active === 2 ? (
          <Stack gap="sm">
            <Text size={3}>{t('marketing.intro')}</Text>
            <MarketingPreferencesFields
              value={preferences}
              onChange={setPreferences}
              qaSponsor={qaSponsor}
              onQaSponsorChange={setQaSponsor}
            />
          </Stack>
        ) : null}

        {submit.isError ? (
          <ErrorAlert>{isRefusal(submit.error) ? reasonText(submit.error) : t('error.submit')}</ErrorAlert>
        ) : null}

        <Group justify="space-between">
          {active > 0 ? (
            <Button variant="outline" onClick={() => goTo(active - 1)} disabled={submit.isPending}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {active < STEPS.length - 1 ? (
            <Button onClick={next} disabled={!canGoNext}>
              {t('next')}
            </Button>
          ) : (
            <Button onClick={update} loading={submit.isPending}>
              {t('update')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
