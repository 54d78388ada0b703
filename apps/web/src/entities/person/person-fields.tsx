import { Group, Radio, TextInput } from '@mantine/core';
import type { Person, dobPickerRange } from '@mywru/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ErrorSummaryItem } from '../../components/error-summary';
import { useAlertAnnouncement } from '../../components/live-announcer';
import { DateFieldWhenUsed } from '../../components/date-field-when-used';
import { MultiSelectField } from '../../components/multi-select-field';
import { Text } from '../../components/text';
import { useLookupNames } from '../../lib/lookup-names';
import { useNationalities } from './nationalities';

/** What the person fields hold while they are typed (a choice is a string, as the inputs give it). */
export interface PersonFieldsValue {
  firstName: string;
  lastName: string;
  dob: string | null;
  sexId: string | null;
  nationalityIds: string[];
  email: string;
}

export type PersonFieldName = keyof PersonFieldsValue;
export type PersonFieldErrors = Partial<Record<PersonFieldName, string>>;

/** Where each field's error summary link leads: the field's id after `{idPrefix}-` (sex: its first choice). */
const SUMMARY_IDS: Record<PersonFieldName, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  dob: 'dob',
  sexId: 'sex-male',
  nationalityIds: 'nationalities',
  email: 'email',
};

/** The error summary's links for the fields' errors, in the order the fields show, to the ids `PersonFields` gives with `idPrefix`. */
export function personFieldsErrorSummary(errors: PersonFieldErrors, idPrefix: string): ErrorSummaryItem[] {
  return (Object.keys(SUMMARY_IDS) as PersonFieldName[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: `${idPrefix}-${SUMMARY_IDS[field]}`, message }] : [];
  });
}

/** The words of the fields, from the screen's own texts ('form.firstName', 'child.firstName', ...). */
export type PersonFieldsTexts = (
  key:
    | 'firstName'
    | 'lastName'
    | 'dob'
    | 'dobPlaceholder'
    | 'dobLocked'
    | 'sex'
    | 'male'
    | 'female'
    | 'nationalities'
    | 'nationalitiesPlaceholder'
    | 'email',
) => string;

/** The fields' values from a held record, or empty for a new person. */
export function personFieldsValue(person: Person | null): PersonFieldsValue {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    dob: person?.dob ?? null,
    sexId: person?.sexId ? String(person.sexId) : null,
    nationalityIds: (person?.nationalityIds ?? []).map(String),
    email: person?.email ?? '',
  };
}

/** What the fields send: names trimmed, choices as numbers, the e-mail only where the field is shown. */
export function personFieldsInput(value: PersonFieldsValue, isEmailShown: boolean) {
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    dob: value.dob,
    sexId: value.sexId ? Number(value.sexId) : undefined,
    nationalityIds: value.nationalityIds.map(Number),
    email: isEmailShown ? value.email.trim() : null,
  };
}

export interface SexFieldProps {
  texts: PersonFieldsTexts;
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
  /** The group's id; its first choice is `{id}-male`. */
  id?: string | undefined;
}

/** Sex, required: Male (1) or Female (2). */
export function SexField({ texts, value, onChange, error, description, id }: SexFieldProps) {
  return (
    <Radio.Group
      label={texts('sex')}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      id={id}
    >
      <Group gap="lg" mt={4}>
        <Radio value="1" label={texts('male')} id={id ? `${id}-male` : undefined} />
        <Radio value="2" label={texts('female')} />
      </Group>
    </Radio.Group>
  );
}

export interface NationalitiesFieldProps {
  texts: PersonFieldsTexts;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  id?: string | undefined;
}

/** Nationalities, at least one, searchable, from `GET /api/nationality`. */
export function NationalitiesField({ texts, value, onChange, error, id }: NationalitiesFieldProps) {
  const nationalities = useNationalities();
  const lookups = useLookupNames();
  return (
    <MultiSelectField
      id={id}
      label={texts('nationalities')}
      placeholder={value.length === 0 ? texts('nationalitiesPlaceholder') : undefined}
      data={lookups.options(nationalities.data, (item) => [item.value, item.valueCy])}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface PersonFieldsProps {
  texts: PersonFieldsTexts;
  value: PersonFieldsValue;
  onChange: (change: Partial<PersonFieldsValue>) => void;
  errors: PersonFieldErrors;
  dobRange: ReturnType<typeof dobPickerRange>;
  /** A held date of birth is shown, locked, with the screen's words for why. */
  isDobHeld: boolean;
  /** Ids `{idPrefix}-first-name`, `-last-name`, `-dob`, `-sex`, `-nationalities`, `-email` (the error summary links to them). */
  idPrefix?: string;
  /** The names side by side (wrapping on a narrow screen), else one under the other. */
  namesInRow?: boolean;
  nameAutoComplete?: { firstName: string; lastName: string };
  /** Sex and nationalities are asked too. */
  asksSexAndNationalities?: boolean;
  /** Said under the nationalities when their choices could not be loaded. */
  nationalitiesLoadError?: string;
  /** The e-mail field, where it is shown (from 16). */
  email?: { autoComplete: string; disabled?: boolean; description?: string | undefined } | null;
}

/**
 * A person's own fields as every form asks them, in one order: first and last name, date of birth,
 * then, where asked, sex, nationalities and e-mail. The form keeps the values and the rules.
 */
export function PersonFields({
  texts,
  value,
  onChange,
  errors,
  dobRange,
  isDobHeld,
  idPrefix,
  namesInRow = false,
  nameAutoComplete,
  asksSexAndNationalities = false,
  nationalitiesLoadError,
  email,
}: PersonFieldsProps) {
  const id = (field: string) => (idPrefix ? `${idPrefix}-${field}` : undefined);
  const nationalities = useNationalities();
  useAlertAnnouncement(nationalitiesLoadError && nationalities.isError ? nationalitiesLoadError : null);
  const names = (['firstName', 'lastName'] as const).map((field) => (
    <TextInput
      key={field}
      id={id(field === 'firstName' ? 'first-name' : 'last-name')}
      label={texts(field)}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errors[field]}
      withAsterisk
      required
      miw={namesInRow ? 200 : undefined}
      autoComplete={nameAutoComplete?.[field]}
    />
  ));
  return (
    <>
      {namesInRow ? (
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          {names}
        </Group>
      ) : (
        names
      )}
      <DateFieldWhenUsed
        id={id('dob')}
        label={texts('dob')}
        placeholder={texts('dobPlaceholder')}
        description={isDobHeld ? texts('dobLocked') : undefined}
        value={value.dob}
        onChange={(dob) => onChange({ dob })}
        minDate={dobRange.min}
        maxDate={dobRange.max}
        disabled={isDobHeld}
        error={errors.dob}
        withAsterisk
        required
      />
      {asksSexAndNationalities ? (
        <>
          <SexField
            texts={texts}
            value={value.sexId}
            onChange={(sexId) => onChange({ sexId })}
            error={errors.sexId}
            id={id('sex')}
          />
          <NationalitiesField
            texts={texts}
            value={value.nationalityIds}
            onChange={(nationalityIds) => onChange({ nationalityIds })}
            error={errors.nationalityIds}
            id={id('nationalities')}
          />
          {nationalitiesLoadError && nationalities.isError ? (
            <Group gap={6} wrap="nowrap" style={{ color: 'var(--mantine-color-red-8)' }}>
              <IconAlertCircle size={18} aria-hidden />
              <Text size={3} style={{ color: 'var(--mantine-color-red-8)' }}>
                {nationalitiesLoadError}
              </Text>
            </Group>
          ) : null}
        </>
      ) : null}
      {email ? (
        <TextInput
          id={id('email')}
          type="email"
          label={texts('email')}
          value={value.email}
          onChange={(event) => onChange({ email: event.currentTarget.value })}
          error={errors.email}
          withAsterisk
          required
          autoComplete={email.autoComplete}
          disabled={email.disabled}
          description={email.description}
        />
      ) : null}
    </>
  );
}
