import { postCodeProblem, type Address, type AddressInput } from '@mywru/shared';
import { useCallback, useEffect, useState } from 'react';

/** The post code is checked this long after the last keystroke (spec section 9). */
export const POST_CODE_CHECK_DELAY_MS = 500;

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  county: string;
  postCode: string;
  /** The selected country's id as the select holds it, or null. */
  countryId: string | null;
}

export function addressValuesOf(address: Address | null | undefined): AddressValues {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    addressLine3: address?.addressLine3 ?? '',
    city: address?.city ?? '',
    county: address?.county ?? '',
    postCode: (address?.postCode ?? '').toUpperCase(),
    countryId: address?.countryId ? String(address.countryId) : null,
  };
}

/** What the address call sends: empty optional lines become null in the api client. */
export function addressInputOf(values: AddressValues): AddressInput {
  return {
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    addressLine3: values.addressLine3.trim(),
    city: values.city.trim(),
    county: values.county.trim(),
    postCode: values.postCode.trim().toUpperCase(),
    countryId: Number(values.countryId),
  };
}

interface PostCodeCheck {
  postCode: string;
  countryId: string | null;
  problem: string | null;
}

/**
 * The address fields' state. The post code is kept in upper case and checked 500 ms after it (or
 * the country) last changed; until that check has run for the current value it counts as unchecked.
 */
export function useAddressForm(initial: Address | null | undefined) {
  const [values, setValues] = useState<AddressValues>(() => addressValuesOf(initial));
  const [check, setCheck] = useState<PostCodeCheck>(() => ({
    postCode: addressValuesOf(initial).postCode,
    countryId: addressValuesOf(initial).countryId,
    problem: postCodeProblem(addressValuesOf(initial).postCode, Number(addressValuesOf(initial).countryId)),
  }));

  const { postCode, countryId } = values;
  useEffect(() => {
    const timer = setTimeout(() => {
      setCheck({ postCode, countryId, problem: postCodeProblem(postCode, countryId ? Number(countryId) : null) });
    }, POST_CODE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [postCode, countryId]);

  const setField = useCallback(<K extends keyof AddressValues>(field: K, value: AddressValues[K]) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'postCode' && typeof value === 'string' ? value.toUpperCase() : value,
    }));
  }, []);

  const isChecked = check.postCode === postCode && check.countryId === countryId;
  const postCodeError = isChecked ? check.problem : null;
  const isFilled =
    values.addressLine1.trim() !== '' &&
    values.city.trim() !== '' &&
    values.county.trim() !== '' &&
    values.postCode.trim() !== '' &&
    values.countryId !== null;

  return {
    values,
    setField,
    postCodeError,
    /** Required fields filled and the post code checked and valid. */
    isComplete: isFilled && isChecked && check.problem === null,
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
