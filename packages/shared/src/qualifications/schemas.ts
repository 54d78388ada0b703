/**
 * Wire shapes and rules of qualifications: the member's own (or their child's), an organisation's
 * view of a member's, and the union's back office (area qualifications), where the union records,
 * edits and ends a person's qualifications (value, valid from, expiry, certificate number). The
 * web form and the API route parse the same schemas.
 */
import { z } from 'zod';
import { DATE_BOUNDS, TEXT_LIMITS, compareDays, dateField, idParam, textField, unionDay } from '../fields/fields';
import { IsoDateSchema, MemberIdSchema } from '../people/person';

const Id = z.number().int();
const Timestamp = z.string().describe('ISO 8601 date-time');

/** A qualification as the member and their organisations see it: only those not ended. */
export const QualificationSchema = z.object({
  value: z.string(),
  validFrom: IsoDateSchema,
  expiry: IsoDateSchema.nullable(),
  certificateNumber: z.string().nullable(),
});
export type Qualification = z.infer<typeof QualificationSchema>;
export const QualificationListSchema = z.array(QualificationSchema);
/** A member's qualifications as an organisation's People area sees them: the same shape. */
export const OrganisationPersonQualificationListSchema = QualificationListSchema;

export const QUALIFICATION_VALUE_MAX = TEXT_LIMITS.qualificationValue;
export const QUALIFICATION_CERTIFICATE_MAX = TEXT_LIMITS.certificateNumber;

export const QUALIFICATION_MESSAGES = {
  valueRequired: 'Enter the qualification',
  valueTooLong: `The qualification is at most ${QUALIFICATION_VALUE_MAX} characters`,
  certificateTooLong: `The certificate number is at most ${QUALIFICATION_CERTIFICATE_MAX} characters`,
  expiryBeforeValidFrom: 'The expiry cannot be before the valid-from date',
} as const;

/** An expiry is optional; when given it may not fall before the valid-from date (the same day is allowed). */
export function isQualificationExpiryValid(validFrom: string, expiry: string | null): boolean {
  return expiry === null || expiry >= validFrom;
}

/** A qualification ended by the union, or whose expiry has passed, is no longer current. */
export function isQualificationCurrent(
  qualification: { expiry: string | null; endedAt: string | null },
  today: Date,
): boolean {
  if (qualification.endedAt !== null) return false;
  return qualification.expiry === null || compareDays(qualification.expiry, unionDay(today)) >= 0;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The body of adding and of editing a qualification (an edit replaces every field). */
export const QualificationInputSchema = z
  .object({
    value: textField(QUALIFICATION_VALUE_MAX, { tooLong: QUALIFICATION_MESSAGES.valueTooLong }).min(
      1,
      QUALIFICATION_MESSAGES.valueRequired,
    ),
    validFrom: dateField(DATE_BOUNDS.qualificationValidFrom),
    expiry: z.preprocess(blankToNull, dateField(DATE_BOUNDS.qualificationExpiry).nullable()).default(null),
    certificateNumber: z
      .preprocess(
        blankToNull,
        textField(QUALIFICATION_CERTIFICATE_MAX, { tooLong: QUALIFICATION_MESSAGES.certificateTooLong }).nullable(),
      )
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (!isQualificationExpiryValid(value.validFrom, value.expiry)) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: QUALIFICATION_MESSAGES.expiryBeforeValidFrom });
    }
  });
export type QualificationInput = z.infer<typeof QualificationInputSchema>;

export const UnionQualificationSchema = z.object({
  id: Id,
  value: z.string(),
  validFrom: IsoDateSchema,
  expiry: IsoDateSchema.nullable(),
  certificateNumber: z.string().nullable(),
  /** Set when the union ended it; an ended qualification cannot be edited. */
  endedAt: Timestamp.nullable(),
  createdOn: Timestamp,
});
export type UnionQualification = z.infer<typeof UnionQualificationSchema>;

/** A person's qualifications as the union sees them: current ones first (newest valid-from first), then ended ones. */
export const UnionPersonQualificationsSchema = z.object({
  person: z.object({
    id: Id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dob: IsoDateSchema.nullable(),
  }),
  qualifications: z.array(UnionQualificationSchema),
});
export type UnionPersonQualifications = z.infer<typeof UnionPersonQualificationsSchema>;

export const UnionQualificationParamsSchema = z.object({ id: MemberIdSchema, qualificationId: idParam() });
