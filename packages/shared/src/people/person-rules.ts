/**
 * The rules of the personal-details forms, with their exact messages, without zod: the forms draw
 * and check with them, and a page's first load need not carry the schemas validation.ts builds from
 * them (decision 035).
 */
import { LIST_LIMITS, unionDay } from '../fields/limits';
import { ADULT_AGE, MAX_AGE, ageOn } from './age';

export const NAME_MIN_LETTERS = 2;
export const NAME_MAX_LETTERS = 100;
export const UK_COUNTRY_ID = 1;

export const messages = {
  required: (label: string) => `${label} is required`,
  nameTooShort: (label: string) => `${label} must have at least ${NAME_MIN_LETTERS} letters`,
  nameTooLong: (label: string) => `${label} must have at most ${NAME_MAX_LETTERS} letters`,
  nameCharacters: (label: string) => `${label} must contain only letters, spaces, hyphens, or apostrophes`,
  nameConsecutive: (label: string) => `${label} must not contain consecutive spaces, hyphens, or apostrophes`,
  dobFuture: 'cannot be a date in the future',
  dobTooOld: 'cannot be more than 120 years ago',
  dobChild: 'must be under 18 years',
  dobAdult: 'must be 18 years or older',
  email: 'must be a valid email address',
  nationalities: 'You must select at least one nationality',
  tooManyNationalities: `Select at most ${LIST_LIMITS.nationalities} nationalities`,
  memberId: 'must be a valid WRU ID',
  ukPostCode: 'Enter a valid UK postcode (e.g. SW1A 1AA)',
  duplicateEmail: 'A user with this email address already exists. Try again with a different email address.',
} as const;

const LETTERS_AND_SEPARATORS = /^[\p{L}\p{M}' -]+$/u;
const CONSECUTIVE_SEPARATORS = /[ '-]{2}/;

/** The first failing name rule's message, or null when the name is acceptable. */
export function nameProblem(value: string | null | undefined, label: string): string | null {
  const name = (value ?? '').trim();
  if (name === '') return messages.required(label);
  if (!LETTERS_AND_SEPARATORS.test(name)) return messages.nameCharacters(label);
  if (CONSECUTIVE_SEPARATORS.test(name)) return messages.nameConsecutive(label);
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (letters < NAME_MIN_LETTERS) return messages.nameTooShort(label);
  if (letters > NAME_MAX_LETTERS) return messages.nameTooLong(label);
  return null;
}

export type DobRule = 'any' | 'child' | 'adult';

/** The first failing date-of-birth rule's message (prefixed with the label), or null. */
export function dobProblem(
  dob: string | null | undefined,
  rule: DobRule,
  today: Date,
  label = 'Date of birth',
): string | null {
  if (!dob) return messages.required(label);
  const day = unionDay(today);
  if (dob > day) return `${label} ${messages.dobFuture}`;
  const age = ageOn(dob, day);
  if (age > MAX_AGE || (age === MAX_AGE && dob < `${Number(day.slice(0, 4)) - MAX_AGE}${day.slice(4)}`)) {
    return `${label} ${messages.dobTooOld}`;
  }
  if (rule === 'child' && age >= ADULT_AGE) return `${label} ${messages.dobChild}`;
  if (rule === 'adult' && age < ADULT_AGE) return `${label} ${messages.dobAdult}`;
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** UK post codes (including GIR 0AA and BFPO-free standard forms), with or without the space. */
const UK_POST_CODE =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** Post codes are kept in upper case; only a UK address (country 1) must match the UK pattern. */
export function postCodeProblem(
  postCode: string | null | undefined,
  countryId: number | null | undefined,
): string | null {
  if (!postCode) return null;
  if (countryId === UK_COUNTRY_ID && !UK_POST_CODE.test(postCode.trim().toUpperCase())) return messages.ukPostCode;
  return null;
}

export function isMemberId(value: string): boolean {
  return /^\d+$/.test(value);
}
