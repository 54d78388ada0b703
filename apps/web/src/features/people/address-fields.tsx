import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { UK_COUNTRY_ID } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field';
import { useLookupNames } from '../../lib/lookup-names';
import { useCountries } from './api/countries';
import { countryFilter } from './country-search';
import type { AddressForm, AddressValues } from './address-form';

/** The address fields in the order they are shown. */
export const ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'county',
  'postCode',
  'countryId',
] as const;

/** The id of an address field's input, for an error summary's links. */
export function addressFieldId(field: keyof AddressValues): string {
  return `address-${field}`;
}

export interface AddressFieldsProps {
  form: AddressForm;
  /** Field errors from the server or the shared schema, by field name. */
  errors?: Partial<Record<keyof AddressValues, string>>;
  disabled?: boolean;
}

/** Address lines 1 to 3, city, county, post code (upper case, checked after a pause) and country. */
export function AddressFields({ form, errors = {}, disabled }: AddressFieldsProps) {
  const { t } = useTranslation('onboarding');
  const countries = useCountries();
  const lookups = useLookupNames();
  const { values, setField } = form;
  const text = (field: Exclude<keyof AddressValues, 'countryId'>, required: boolean, autoComplete: string) => (
    <TextInput
      id={addressFieldId(field)}
      label={t(`address.${field}`)}
      value={values[field]}
      onChange={(event) => setField(field, event.currentTarget.value)}
      withAsterisk={required}
      required={required}
      autoComplete={autoComplete}
      error={field === 'postCode' ? (form.postCodeError ?? errors.postCode) : errors[field]}
      disabled={disabled}
    />
  );

  return (
    <Stack gap="sm">
      {text('addressLine1', true, 'address-line1')}
      {text('addressLine2', false, 'address-line2')}
      {text('addressLine3', false, 'address-line3')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('city', true, 'address-level2')}
        {text('county', true, 'address-level1')}
        {text('postCode', true, 'postal-code')}
        <SelectField
          id={addressFieldId('countryId')}
          label={t('address.country')}
          placeholder={t('address.countryPlaceholder')}
          data={lookups.options(countries.data, (country) => [country.value, country.valueCy], [UK_COUNTRY_ID])}
          value={values.countryId}
          onChange={(value) => setField('countryId', value)}
          searchable
          filter={countryFilter}
          withAsterisk
          required
          autoComplete="off"
          nothingFoundMessage={t('address.noCountry')}
          error={errors.countryId}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Stack>
  );
}
