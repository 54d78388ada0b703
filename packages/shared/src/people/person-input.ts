/**
 * Wire shapes the personal-details calls accept. Each is one zod schema shared by the web form and
 * the API route; date-dependent rules (child/adult, 16+ e-mail) need "today" and the person, so the
 * API applies them through `personRuleProblems` and the forms through the same function.
 */
import { z } from 'zod';
import { CHILD_EMAIL_AGE, ageOn } from './age';
import { DATE_BOUNDS, TEXT_LIMITS, LIST_LIMITS, dateField, idField, idParam, textField } from '../fields/fields';
import { MarketingPreferencesSchema } from './person';
import {
  dobProblem,
  emailField,
  messages,
  nameField,
  nationalityIdsField,
  postCodeProblem,
  sexIdField,
  type DobRule,
} from './validation';

/** A single string or number is read as a one-item list; every item becomes an integer. */
export const InternationalPlayingStatusIdsSchema = z.preprocess((value) => {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
}, z.array(idField()).max(LIST_LIMITS.internationalPlayingStatuses));

const nullableEmail = emailField('Email').nullable().optional();

/** A date of birth: a real calendar day, not in the future, not more than 120 years ago (the spec's messages). */
export const DateOfBirthSchema = dateField(DATE_BOUNDS.dateOfBirth);

/** PATCH /person/{id} and PATCH /person/{id}/capture: any subset of the person's own fields. */
export const PersonPatchSchema = z.object({
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  dob: DateOfBirthSchema.optional(),
  sexId: sexIdField.optional(),
  nationalityIds: nationalityIdsField.optional(),
  email: nullableEmail,
  internationalPlayingStatusIds: InternationalPlayingStatusIdsSchema.optional(),
});
export type PersonPatch = z.infer<typeof PersonPatchSchema>;

/** PUT /person/{id}: the whole personal-details form. */
export const PersonPutSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  dob: DateOfBirthSchema,
  sexId: sexIdField,
  nationalityIds: nationalityIdsField,
  email: nullableEmail,
  internationalPlayingStatusIds: InternationalPlayingStatusIdsSchema.optional(),
});
export type PersonPut = z.infer<typeof PersonPutSchema>;

/** POST /person/{id}/child: a new child of the signed-in parent. */
export const ChildCreateSchema = PersonPutSchema;
export type ChildCreate = z.infer<typeof ChildCreateSchema>;

/** POST /person/{id}/address: address lines 2 and 3 optional; UK post codes checked for country 1. */
export const AddressInputSchema = z
  .object({
    addressLine1: textField(TEXT_LIMITS.addressLine, { required: messages.required('Address line 1') }).min(
      1,
      messages.required('Address line 1'),
    ),
    addressLine2: textField(TEXT_LIMITS.addressLine).nullable().optional(),
    addressLine3: textField(TEXT_LIMITS.addressLine).nullable().optional(),
    city: textField(TEXT_LIMITS.city, { required: messages.required('City') }).min(1, messages.required('City')),
    county: textField(TEXT_LIMITS.county, { required: messages.required('County') }).min(
      1,
      messages.required('County'),
    ),
    postCode: textField(TEXT_LIMITS.postCode, { required: messages.required('Post code') })
      .min(1, messages.required('Post code'))
      .transform((v) => v.toUpperCase()),
    countryId: idParam(messages.required('Country')),
  })
  .superRefine((address, ctx) => {
    const problem = postCodeProblem(address.postCode, address.countryId);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
  });
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const MarketingPreferencesInputSchema = MarketingPreferencesSchema;

/** The onboarding submission: names, date of birth, address and marketing preferences in one call. */
export const OnboardingSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  dob: DateOfBirthSchema,
  address: AddressInputSchema,
  marketingPreferences: MarketingPreferencesSchema,
});
export type Onboarding = z.infer<typeof OnboardingSchema>;

/** `value` is the English name, `valueCy` the Welsh (decision 034); the web shows the reader's. */
export const CountrySchema = z.object({ id: z.number().int(), value: z.string(), valueCy: z.string() });
export const CountryListSchema = z.array(CountrySchema);
export type Country = z.infer<typeof CountrySchema>;

export const RugbyUnionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  valueCy: z.string(),
  isHomeUnion: z.boolean(),
});
export const RugbyUnionListSchema = z.array(RugbyUnionSchema);

/** An organisation the person holds roles in, as the Manage Organisations modal lists it. */
export const OrganisationRoleRecordSchema = z.object({
  organisationId: z.number().int(),
  organisationName: z.string(),
  roleValues: z.array(z.string()),
  /** The same roles' Welsh names, in the same order (decision 034). */
  roleValuesCy: z.array(z.string()),
});
export const OrganisationRoleRecordListSchema = z.array(OrganisationRoleRecordSchema);
export type OrganisationRoleRecord = z.infer<typeof OrganisationRoleRecordSchema>;

export interface PersonRuleContext {
  today: Date;
  /** Whether the person is (or will be) a child of the signed-in parent. */
  isChild: boolean;
  /** The date of birth already held, if any: it cannot change. */
  heldDob: string | null;
}

/**
 * Rules that depend on today and on the record: the date of birth (child under 18, adult 18+,
 * immutable once held) and the e-mail (kept for a child only from 16, required whenever the field
 * is shown, so a given empty or null e-mail is refused there). Returns field errors.
 */
export function personRuleProblems(
  input: { dob?: string | null | undefined; email?: string | null | undefined },
  context: PersonRuleContext,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const rule: DobRule = context.isChild ? 'child' : 'adult';
  if (input.dob !== undefined) {
    if (context.heldDob && input.dob !== context.heldDob) {
      problems.dob = 'Date of birth cannot be changed once it is held';
    } else if (!context.heldDob) {
      const problem = dobProblem(input.dob, rule, context.today);
      if (problem) problems.dob = problem;
    }
  }
  const dob = input.dob ?? context.heldDob;
  if (context.isChild && input.email && (!dob || ageOn(dob, context.today) < CHILD_EMAIL_AGE)) {
    problems.email = `Email can be given only from the age of ${CHILD_EMAIL_AGE}`;
  }
  const isEmailGivenEmpty = input.email !== undefined && !input.email?.trim();
  if (isEmailGivenEmpty && showsEmailField(dob, context.today)) problems.email = messages.required('Email');
  return problems;
}

/** Whether the e-mail field is shown for a person with this date of birth (16 or over). */
export function showsEmailField(dob: string | null | undefined, today: Date): boolean {
  return !dob || ageOn(dob, today) >= CHILD_EMAIL_AGE;
}
