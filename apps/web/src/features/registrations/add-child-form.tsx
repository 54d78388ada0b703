import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  ChildCreateSchema,
  dobPickerRange,
  messages,
  personRuleProblems,
  showsEmailField,
  type ChildCreate,
  type Person,
} from '@mywru/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, ErrorAlert } from '../../components';
import { ApiError } from '../../lib/api-client';
import { useAddChild } from '../../entities/person';
import { NationalitiesField, SexField } from './sex-and-nationality-fields';
import { firstIssuePerField } from '../../lib/form-errors';

type Field = 'firstName' | 'lastName' | 'dob' | 'sexId' | 'nationalityIds' | 'email';
type FieldErrors = Partial<Record<Field, string>>;

export interface AddChildFormProps {
  memberId: string;
  onAdded: (child: Person) => void;
  onBack: () => void;
  today?: Date;
}

/**
 * Adds a child of the signed-in parent with the shared child rules (names, a child's date of
 * birth, sex, nationalities, e-mail from 16). What was typed stays when saving fails.
 */
export function AddChildForm({ memberId, onAdded, onBack, today = new Date() }: AddChildFormProps) {
  const { t } = useTranslation('registrations');
  const addChild = useAddChild(memberId);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState<string | null>(null);
  const [sexId, setSexId] = useState<string | null>(null);
  const [nationalityIds, setNationalityIds] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const isEmailShown = dob !== null && showsEmailField(dob, today);
  const range = dobPickerRange('child', today);

  const validate = (): ChildCreate | null => {
    const input = {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      dob: dob ?? undefined,
      sexId: sexId ? Number(sexId) : undefined,
      nationalityIds: nationalityIds.map(Number),
      email: isEmailShown ? email.trim() : null,
      internationalPlayingStatusIds: [],
    };
    const parsed = ChildCreateSchema.safeParse(input);
    const problems: FieldErrors = firstIssuePerField<Field>(parsed.error);
    delete problems.dob;
    const rules = personRuleProblems({ dob: dob ?? null, email: input.email }, { today, isChild: true, heldDob: null });
    if (rules.dob) problems.dob = rules.dob;
    if (rules.email) problems.email = rules.email;
    setErrors(problems);
    return parsed.success && Object.keys(problems).length === 0 ? parsed.data : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate();
    if (!input) return;
    try {
      onAdded(await addChild.mutateAsync(input));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'duplicate_email') {
        if (isEmailShown) setErrors((current) => ({ ...current, email: messages.duplicateEmail }));
        else setFailure(messages.duplicateEmail);
      } else if (error instanceof ApiError && error.code === 'validation_failed' && error.message) {
        setFailure(error.message);
      } else {
        setFailure(t('child.submitError'));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('child.formLabel')}>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('child.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            error={errors.firstName}
            withAsterisk
            required
            miw={200}
            autoComplete="off"
          />
          <TextInput
            label={t('child.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            error={errors.lastName}
            withAsterisk
            required
            miw={200}
            autoComplete="off"
          />
        </Group>
        <DateField
          label={t('child.dob')}
          placeholder={t('child.dobPlaceholder')}
          value={dob}
          onChange={setDob}
          minDate={range.min}
          maxDate={range.max}
          error={errors.dob}
          withAsterisk
          required
        />
        <SexField value={sexId} onChange={setSexId} error={errors.sexId} />
        <NationalitiesField value={nationalityIds} onChange={setNationalityIds} error={errors.nationalityIds} />
        {isEmailShown ? (
          <TextInput
            type="email"
            label={t('child.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            withAsterisk
            required
            autoComplete="off"
          />
        ) : null}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="space-between" mt="sm">
          <Button variant="outline" onClick={onBack}>
            {t('actions.goBack')}
          </Button>
          <Button type="submit" loading={addChild.isPending}>
            {t('actions.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
