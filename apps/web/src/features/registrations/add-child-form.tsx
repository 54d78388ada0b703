import { Button, Group, Stack } from '@mantine/core';
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
import { ErrorAlert, ErrorSummary } from '../../components';
import { ApiError } from '../../lib/api-client';
import {
  PersonFields,
  personFieldsErrorSummary,
  personFieldsInput,
  personFieldsValue,
  useAddChild,
  type PersonFieldErrors,
  type PersonFieldName,
} from '../../entities/person';
import { firstIssuePerField } from '../../lib/form-errors';
import { useReasonText } from '../../lib/reason-text';

/** The fields' ids start with this; the error summary links to them. */
const ID_PREFIX = 'add-child';

export interface AddChildFormProps {
  memberId: string;
  onAdded: (child: Person) => void;
  onBack: () => void;
  today?: Date;
}

/**
 * Adds a child of the signed-in parent with the shared child rules (names, a child's date of
 * birth, sex, nationalities, e-mail from 16). What was typed stays when saving fails; a form that
 * failed its checks starts with the error summary, linking to each field.
 */
export function AddChildForm({ memberId, onAdded, onBack, today = new Date() }: AddChildFormProps) {
  const { t } = useTranslation('registrations');
  const reasonText = useReasonText();
  const addChild = useAddChild();
  const [value, setValue] = useState(() => personFieldsValue(null));
  const { dob } = value;
  const [errors, setErrors] = useState<PersonFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const isEmailShown = dob !== null && showsEmailField(dob, today);
  const range = dobPickerRange('child', today);

  const validate = (): ChildCreate | null => {
    const input = {
      ...personFieldsInput(value, isEmailShown),
      dob: dob ?? undefined,
      internationalPlayingStatusIds: [],
    };
    const parsed = ChildCreateSchema.safeParse(input);
    const problems: PersonFieldErrors = firstIssuePerField<PersonFieldName>(parsed.error);
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
      onAdded(await addChild.mutateAsync({ params: { id: memberId }, body: input }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'duplicate_email') {
        if (isEmailShown) setErrors((current) => ({ ...current, email: messages.duplicateEmail }));
        else setFailure(messages.duplicateEmail);
      } else if (error instanceof ApiError && error.code === 'validation_failed') {
        setFailure(reasonText(error));
      } else {
        setFailure(t('child.submitError'));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('child.formLabel')}>
      <Stack gap="sm">
        <ErrorSummary errors={personFieldsErrorSummary(errors, ID_PREFIX)} />
        <PersonFields
          texts={(key) => t(`child.${key}`)}
          value={value}
          onChange={(change) => setValue((current) => ({ ...current, ...change }))}
          errors={errors}
          dobRange={range}
          isDobHeld={false}
          idPrefix={ID_PREFIX}
          namesInRow
          nameAutoComplete={{ firstName: 'off', lastName: 'off' }}
          asksSexAndNationalities
          email={isEmailShown ? { autoComplete: 'off' } : null}
        />
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
