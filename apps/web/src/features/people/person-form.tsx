import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  PersonPutSchema,
  dobPickerRange,
  messages,
  personRuleProblems,
  showsEmailField,
  type Person,
  type PersonPut,
} from '@mywru/shared';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { lazy, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { ErrorSummary } from '../../components/error-summary';
import { useAnnounce } from '../../components/live-announcer';
import { loadedWhenOpened } from '../../components/loaded-when-opened';
import { Text } from '../../components/text';
import { ApiError } from '../../lib/api-client';
import { useReasonText } from '../../lib/reason-text';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useEmailChangeStatus, useRequestEmailChange } from './api/email-change';
import { firstIssuePerField } from '../../lib/form-errors';
import {
  PersonFields,
  personFieldsErrorSummary,
  personFieldsInput,
  personFieldsValue,
  type PersonFieldErrors,
  type PersonFieldName,
} from '../../entities/person/person-fields';

/** The staged international-status question (a Select) loads with the first save (decision 035). */
const InternationalStatusModal = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./international-status-modal')).InternationalStatusModal })),
);

/** The password dialog for a new sign-in e-mail (a PasswordInput) loads when such a change is saved. */
const EmailChangeDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./email-change-dialog')).EmailChangeDialog })),
);

export interface PersonFormProps {
  /** The person being edited; null for a new child. */
  person: Person | null;
  isChild: boolean;
  /** Saves; rejects with an ApiError when the API refuses. */
  onSave: (input: PersonPut) => Promise<unknown>;
  /** Shown when saving fails for a reason other than a field problem. */
  failureMessage: string;
  submitLabel?: string;
  /** Shown after a successful save ('Saved' unless the caller closes the form). */
  showsSaved?: boolean;
  idPrefix: string;
  today?: Date;
}

/**
 * The shared personal-details form: names, date of birth (locked once held), sex, nationalities
 * and, from 16, e-mail. Saving asks the staged international-status question first. A new sign-in
 * e-mail is not saved with the form: a dialog asks for the current password, the rest of the form
 * is saved and a confirmation link goes to the new address; the form then says where it went.
 */
export function PersonForm({
  person,
  isChild,
  onSave,
  failureMessage,
  submitLabel,
  showsSaved = true,
  idPrefix,
  today = new Date(),
}: PersonFormProps) {
  const { t } = useTranslation('profile');
  const reasonText = useReasonText();
  const config = useRuntimeConfig();
  const announce = useAnnounce();
  const savedMessage = `${t('form.saved')} ${t('form.personUpdated')}`;
  const [value, setValue] = useState(() => personFieldsValue(person));
  const { firstName, dob } = value;
  const heldDob = person?.dob ?? null;
  const [errors, setErrors] = useState<PersonFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<PersonPut | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const personId = person?.wruId ?? null;
  const emailChange = useEmailChangeStatus(personId);
  const requestEmailChange = useRequestEmailChange(personId);
  /**
   * The form with the new sign-in e-mail it asks for, and whether it waits for the password. Kept once
   * the dialog closes, so that the dialog still shows the address while it fades out.
   */
  const [signInChange, setSignInChange] = useState<{
    input: PersonPut;
    email: string;
    isAwaitingPassword: boolean;
  } | null>(null);
  const closeSignInChange = () =>
    setSignInChange((current) => (current ? { ...current, isAwaitingPassword: false } : null));
  const method = emailChange.data?.method ?? 'direct';
  const pendingEmail = emailChange.data?.pendingEmail ?? null;

  const isEmailShown = showsEmailField(dob, today);
  const range = dobPickerRange(isChild ? 'child' : 'adult', today);

  const validate = (): PersonPut | null => {
    const input = personFieldsInput(value, isEmailShown);
    const parsed = PersonPutSchema.safeParse(input);
    const problems: PersonFieldErrors = firstIssuePerField<PersonFieldName>(parsed.error);
    const rules = personRuleProblems({ dob, email: input.email }, { today, isChild, heldDob });
    if (rules.dob) problems.dob = rules.dob;
    else if (!dob) problems.dob = messages.required('Date of birth');
    else if (problems.dob) delete problems.dob;
    if (rules.email) problems.email = rules.email;
    setErrors(problems);
    return parsed.success && Object.keys(problems).length === 0 ? parsed.data : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setStatus('idle');
    const input = validate();
    if (input) setPending(input);
  };

  const save = async (internationalPlayingStatusIds: number[]) => {
    if (!pending) return;
    const input = { ...pending, internationalPlayingStatusIds };
    setPending(null);
    const isNewSignInEmail =
      person !== null && method === 'confirm' && input.email?.toLowerCase() !== (person.email ?? '').toLowerCase();
    if (isNewSignInEmail && input.email) {
      setSignInChange({ input: { ...input, email: person.email }, email: input.email, isAwaitingPassword: true });
      return;
    }
    setStatus('saving');
    try {
      await onSave(input);
      setStatus('saved');
      if (showsSaved) announce(savedMessage);
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.code === 'duplicate_email') {
        setErrors((current) => ({ ...current, email: messages.duplicateEmail }));
        if (!isEmailShown) setFailure(messages.duplicateEmail);
      } else if (error instanceof ApiError && error.code === 'validation_failed') {
        setFailure(reasonText(error));
      } else {
        setFailure(failureMessage);
      }
    }
  };

  /** Saves the rest of the form with the e-mail unchanged, then asks for the change with the password. */
  const confirmSignInChange = async (password: string) => {
    if (!signInChange?.isAwaitingPassword || !person) return;
    try {
      await onSave(signInChange.input);
    } catch (error) {
      closeSignInChange();
      const isInvalid = error instanceof ApiError && error.code === 'validation_failed';
      setFailure(isInvalid ? reasonText(error) : failureMessage);
      return;
    }
    await requestEmailChange.mutateAsync({ email: signInChange.email, password });
    closeSignInChange();
    setValue((current) => ({ ...current, email: person.email ?? '' }));
    setStatus('saved');
    announce(
      [
        showsSaved ? savedMessage : '',
        t('emailChange.pendingTitle'),
        t('emailChange.pending', { email: signInChange.email }),
      ]
        .join(' ')
        .trim(),
    );
  };

  const emailHint = { confirm: t('emailChange.fieldHint'), issuer: t('emailChange.atIssuer'), direct: undefined }[
    method
  ];
  const summary = personFieldsErrorSummary(errors, idPrefix);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorSummary errors={summary} />
        <PersonFields
          texts={(key) => t(`form.${key}`)}
          value={value}
          onChange={(change) => setValue((current) => ({ ...current, ...change }))}
          errors={errors}
          dobRange={range}
          isDobHeld={heldDob !== null}
          idPrefix={idPrefix}
          namesInRow
          asksSexAndNationalities
          nationalitiesLoadError={t('international.nationalitiesError')}
          email={
            isEmailShown
              ? { autoComplete: isChild ? 'off' : 'email', disabled: method === 'issuer', description: emailHint }
              : null
          }
        />
        {isEmailShown && pendingEmail ? (
          <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />}>
            <Text size={3} fw={700}>
              {t('emailChange.pendingTitle')}
            </Text>
            <Text size={3}>{t('emailChange.pending', { email: pendingEmail })}</Text>
          </Alert>
        ) : null}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="md">
          {/* The success tone of StatusBadge: the theme's green-9 is below 4.5:1 on white. */}
          {status === 'saved' && showsSaved ? (
            <Group gap={4} style={{ color: '#1E5E2B' }}>
              <IconCircleCheck size={20} aria-hidden />
              <Text component="span" style={{ color: '#1E5E2B' }} fw={600}>
                {t('form.saved')}
              </Text>
              <Text component="span">{t('form.personUpdated')}</Text>
            </Group>
          ) : null}
          <Button type="submit" loading={status === 'saving'}>
            {submitLabel ?? t('form.save')}
          </Button>
        </Group>
      </Stack>
      <InternationalStatusModal
        opened={pending !== null}
        onCancel={() => setPending(null)}
        onComplete={(ids) => void save(ids)}
        current={person?.internationalPlayingStatusIds ?? []}
        clearancesEmail={config.data?.supportEmail ?? null}
        childName={isChild ? firstName.trim() || undefined : undefined}
      />
      {signInChange ? (
        <EmailChangeDialog
          opened={signInChange.isAwaitingPassword}
          newEmail={signInChange.email}
          isForChild={isChild}
          onCancel={closeSignInChange}
          onConfirm={confirmSignInChange}
        />
      ) : null}
    </form>
  );
}
