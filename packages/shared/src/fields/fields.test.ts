import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compareDays,
  DATE_BOUNDS,
  dateField,
  DB_ID_MAX,
  FIELD_MESSAGES,
  hasControlCharacters,
  idField,
  idParam,
  isRealDay,
  shiftDay,
  textField,
  unionDay,
} from './fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'failed');

describe('ids', () => {
  it.each([
    [1, true],
    [DB_ID_MAX, true],
    [DB_ID_MAX + 1, false],
    [2 ** 53 - 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['1', false],
  ])('in a body, %s is accepted: %s', (value, ok) => {
    expect(idField().safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['2147483647', DB_ID_MAX],
    ['2147483648', null],
    ['9007199254740991', null],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['', null],
    ['1.5', null],
  ])('in a path or query, %j reads as %s', (value, expected) => {
    const result = idParam().safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it('keeps the message a field gives, else names the range', () => {
    expect(messageOf(idField('Choose a type').safeParse(DB_ID_MAX + 1))).toBe('Choose a type');
    expect(messageOf(idParam().safeParse('2147483648'))).toBe(FIELD_MESSAGES.id);
  });
});

describe('real calendar days', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-31', false],
    ['2026-13-45', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['0000-00-00', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['0099-03-01', true],
    ['9999-12-31', true],
    ['10000-01-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
  ])('%s is a real day: %s', (value, ok) => {
    expect(isRealDay(value)).toBe(ok);
  });

  it('orders stored days by their numbers, years past 9999 included', () => {
    expect(compareDays('10000-01-01', '2026-11-25')).toBeGreaterThan(0);
    expect(compareDays('2026-11-25', '2026-11-25')).toBe(0);
    expect(compareDays('2026-01-31', '2026-02-01')).toBeLessThan(0);
  });

  it.each([
    ['2024-02-29', { years: 1 }, '2025-02-28'],
    ['2024-02-29', { years: 4 }, '2028-02-29'],
    ['2026-11-25', { years: -120 }, '1906-11-25'],
    ['2026-12-31', { days: 1 }, '2027-01-01'],
    ['2026-03-01', { days: -1 }, '2026-02-28'],
  ])('%s shifted by %j is %s', (day, by, expected) => {
    expect(shiftDay(day, by)).toBe(expected);
  });

  it("reads today on the union's clock: 23:30 UTC on 30 June is 1 July in London (summer time)", () => {
    expect(unionDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(unionDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('turns the day at the exact instant, asked again and again on either side (the day kept a quarter hour)', () => {
    const days = [
      '2026-06-14T22:59:59.999Z',
      '2026-06-14T23:00:00.000Z',
      '2026-06-14T22:45:00.000Z',
      '2026-06-14T23:14:59.999Z',
    ].map((instant) => unionDay(new Date(instant)));
    expect(days).toEqual(['2026-06-14', '2026-06-15', '2026-06-14', '2026-06-15']);
    // A time zone a quarter hour off the hour (UTC+05:45): its day begins at 18:15 UTC.
    expect(unionDay(new Date('2026-06-14T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-06-14');
    expect(unionDay(new Date('2026-06-14T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-06-15');
    expect(unionDay(new Date('2026-06-14T18:14:00.000Z'), 'Asia/Kathmandu')).toBe('2026-06-14');
  });
});

describe('date fields within bounds against the union today', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:30 UTC on 24 Nov 2026 is still 24 Nov in London (winter time, UTC+0).
    vi.setSystemTime(new Date('2026-11-24T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['dbsIssued', '2026-11-24', null],
    ['dbsIssued', '2026-11-25', DATE_BOUNDS.dbsIssued.tooLate],
    ['dbsIssued', '9999-12-31', DATE_BOUNDS.dbsIssued.tooLate],
    ['dbsIssued', '2006-11-24', null],
    ['dbsIssued', '2006-11-23', DATE_BOUNDS.dbsIssued.tooEarly],
    ['dbsIssued', '2026-02-31', FIELD_MESSAGES.notARealDate],
    ['dbsIssued', '2026-13-45', FIELD_MESSAGES.notARealDate],
    ['dbsIssued', '0000-00-00', FIELD_MESSAGES.notARealDate],
    ['dbsIssued', '24/11/2026', FIELD_MESSAGES.date],
    ['qualificationValidFrom', '2027-11-24', null],
    ['qualificationValidFrom', '2027-11-25', DATE_BOUNDS.qualificationValidFrom.tooLate],
    ['qualificationValidFrom', '9999-12-31', DATE_BOUNDS.qualificationValidFrom.tooLate],
    ['dateOfBirth', '2026-11-24', null],
    ['dateOfBirth', '2026-11-25', 'Date of birth cannot be a date in the future'],
    ['dateOfBirth', '1906-11-24', null],
    ['dateOfBirth', '1906-11-23', 'Date of birth cannot be more than 120 years ago'],
    ['dateOfBirth', '2024-02-29', null],
    ['dateOfBirth', '2023-02-29', FIELD_MESSAGES.notARealDate],
    ['auditLogDay', '2027-11-24', null],
    ['auditLogDay', '2027-11-25', DATE_BOUNDS.auditLogDay.tooLate],
    ['dbsExpiry', '2036-11-24', null],
    ['dbsExpiry', '2036-11-25', DATE_BOUNDS.dbsExpiry.tooLate],
    ['qualificationExpiry', '2126-11-25', DATE_BOUNDS.qualificationExpiry.tooLate],
  ] as const)('%s %s: %s', (field, value, problem) => {
    expect(messageOf(dateField(DATE_BOUNDS[field]).safeParse(value))).toBe(problem);
  });
});

describe('text fields', () => {
  const C0 = Array.from({ length: 0x20 }, (_, code) => code);
  const C1 = Array.from({ length: 0x20 }, (_, index) => 0x80 + index);

  it.each([...C0, 0x7f, ...C1].map((code) => [code.toString(16).padStart(4, '0')] as const))(
    'refuses U+%s in a single-line text',
    (hex) => {
      expect(messageOf(textField(100).safeParse(`abc${String.fromCharCode(parseInt(hex, 16))}def`))).toBe(
        FIELD_MESSAGES.controlCharacters,
      );
    },
  );

  it.each([
    ['tab', '\t', true],
    ['line feed', '\n', true],
    ['carriage return', '\r\n', true],
    ['NUL', '\u0000', false],
    ['escape', '\u001b', false],
    ['DEL', '\u007f', false],
    ['next line (C1)', '\u0085', false],
  ])('a multi-line text allows %s: %s', (_name, character, ok) => {
    expect(textField(1000, { multiline: true }).safeParse(`first${character}second`).success).toBe(ok);
  });

  it('accepts letters of every script, accents and emoji', () => {
    expect(hasControlCharacters('Siân Ó Briain – Łódź 🏉')).toBe(false);
  });

  it.each([
    [100, true],
    [101, false],
  ])('a text of %s characters within a limit of 100 is accepted: %s', (length, ok) => {
    const result = textField(100).safeParse('x'.repeat(length));
    expect(result.success).toBe(ok);
    if (!ok) expect(messageOf(result)).toBe(FIELD_MESSAGES.tooLong(100));
  });

  it('trims before measuring, and keeps the message a field gives', () => {
    expect(textField(3).safeParse('  abc  ')).toEqual({ success: true, data: 'abc' });
    expect(messageOf(textField(3, { tooLong: 'Too long' }).safeParse('abcd'))).toBe('Too long');
    expect(messageOf(textField(3, { required: 'City is required' }).safeParse(undefined))).toBe('City is required');
  });
});
