/**
 * The limits and day rules of the fields every input of the API is made of (fields.ts builds the
 * fields' schemas from them). Kept apart from the schemas, without zod: a page that only draws with
 * a limit or a day rule (the union's time zone to format a date, a text's maximum length) does not
 * load zod with them (decision 035, "Schemas apart from what pages draw with").
 */
import { shiftDay } from './union-day';

// ---------------------------------------------------------------------------------------------
// Ids
// ---------------------------------------------------------------------------------------------

/** PostgreSQL's `integer` (and every id sequence of the portal) stops here. */
export const DB_ID_MAX = 2_147_483_647;

export const FIELD_MESSAGES = {
  id: `must be a whole number from 1 to ${DB_ID_MAX}`,
  date: 'must be a date (YYYY-MM-DD)',
  notARealDate: 'is not a real date',
  controlCharacters: 'contains characters that are not allowed (control characters)',
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/** The most ids a list in an input may hold. */
export const LIST_LIMITS = {
  nationalities: 10,
  internationalPlayingStatuses: 10,
  /** Teams and team variations chosen in one request. */
  teams: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

// The union's calendar (`UNION_TIME_ZONE`, `unionDay`, `shiftDay`) lives in a module of its own: the
// age rules use it on every page, the landing page's among them, and need none of the limits here.
export { UNION_TIME_ZONE, shiftDay, unionDay } from './union-day';

/** YYYY-MM-DD, the year, month and day captured. */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD string names a day of the (proleptic Gregorian) calendar, years 1 to 9999. */
export function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Orders two stored days (YYYY-MM-DD, the year possibly past 9999 in a record stored before the
 * bounds existed): negative when `a` comes first. Plain string order puts 10000-01-01 before 2026.
 */
export function compareDays(a: string, b: string): number {
  const [ay = 0, am = 0, ad = 0] = a.split('-').map(Number);
  const [by = 0, bm = 0, bd = 0] = b.split('-').map(Number);
  return ay - by || am - bm || ad - bd;
}

/** A limit of a date field: a number of years and days from the union's today (negative: before). */
export interface DayOffset {
  years?: number;
  days?: number;
}

export interface DateBounds {
  /** The earliest day accepted, from today. */
  earliest: DayOffset;
  /** The latest day accepted, from today. */
  latest: DayOffset;
  tooEarly: string;
  tooLate: string;
}

/**
 * The bounds of every date the API accepts, against the union's today (Europe/London, by the
 * wall clock: they are sanity bounds, generous on both sides; the spec's own date rules that
 * depend on the clock of the request, such as child and adult ages, stay in the use cases).
 */
export const DATE_BOUNDS = {
  /** The spec: not in the future, not more than 120 years ago (messages as the spec quotes them). */
  dateOfBirth: {
    earliest: { years: -120 },
    latest: {},
    tooEarly: 'Date of birth cannot be more than 120 years ago',
    tooLate: 'Date of birth cannot be a date in the future',
  },
  /** A DBS check is recorded once issued, and certificates older than 20 years are not accepted. */
  dbsIssued: {
    earliest: { years: -20 },
    latest: {},
    tooEarly: 'The issue date cannot be more than 20 years ago',
    tooLate: 'The issue date cannot be in the future',
  },
  dbsExpiry: {
    earliest: { years: -20 },
    latest: { years: 10 },
    tooEarly: 'The expiry cannot be more than 20 years ago',
    tooLate: 'The expiry cannot be more than 10 years ahead',
  },
  /** No qualification starts more than a year ahead. */
  qualificationValidFrom: {
    earliest: { years: -100 },
    latest: { years: 1 },
    tooEarly: 'The valid-from date cannot be more than 100 years ago',
    tooLate: 'The valid-from date cannot be more than a year ahead',
  },
  qualificationExpiry: {
    earliest: { years: -100 },
    latest: { years: 100 },
    tooEarly: 'The expiry cannot be more than 100 years ago',
    tooLate: 'The expiry cannot be more than 100 years ahead',
  },
  /** The audit log's from/to days: the portal's records start well within 100 years ago. */
  auditLogDay: {
    earliest: { years: -100 },
    latest: { years: 1 },
    tooEarly: 'The date cannot be more than 100 years ago',
    tooLate: 'The date cannot be more than a year ahead',
  },
} as const satisfies Record<string, DateBounds>;

/** The first bound a real calendar day breaks on `today` (a YYYY-MM-DD day), or null. */
export function dateBoundsProblem(value: string, bounds: DateBounds, today: string): string | null {
  if (value < shiftDay(today, bounds.earliest)) return bounds.tooEarly;
  if (value > shiftDay(today, bounds.latest)) return bounds.tooLate;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** The maximum length, in characters, of every text the API accepts. */
export const TEXT_LIMITS = {
  /** First and last names (the spec's rule counts at most 100 letters; marks and separators come on top). */
  name: 200,
  email: 254,
  addressLine: 100,
  city: 100,
  county: 100,
  postCode: 16,
  /** Every search box and name filter. */
  search: 100,
  /** Reasons and other multi-line free text. */
  freeText: 1000,
  organisationName: 100,
  teamName: 100,
  teamVariation: 50,
  qualificationValue: 200,
  certificateNumber: 50,
  auditAction: 100,
  /** Opaque page markers. */
  cursor: 200,
  /** The identity pages' password fields (hashing a huge password costs the server). */
  password: 1024,
} as const;

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** The same, but tab, line feed and carriage return are allowed (multi-line free text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Whether a text holds a control character (tab and line breaks allowed when multi-line). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

export interface TextFieldOptions {
  /** Tab and line breaks allowed (reasons and other free text); every other control refused. */
  multiline?: boolean;
  /** The message when the text is too long (else "must be at most N characters"). */
  tooLong?: string;
  /** The message when the value is missing or not a text. */
  required?: string;
}
