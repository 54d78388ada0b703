import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_READ_ACTIONS,
  AuditLogFiltersSchema,
  auditLogExportFileName,
  auditLogRange,
  csvCell,
  csvLine,
  decodeAuditCursor,
  encodeAuditCursor,
  nextDay,
  startOfDayIn,
} from './schemas';

describe('the audit actions', () => {
  it('name each action once, the audited reads among them', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(Object.values(AUDIT_READ_ACTIONS)));
  });
});

describe('audit log days in Europe/London', () => {
  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z'], // GMT
    ['2026-07-15', '2026-07-14T23:00:00.000Z'], // BST
    ['2026-03-29', '2026-03-29T00:00:00.000Z'], // spring change day: midnight is still GMT
    ['2026-03-30', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z'], // autumn change day: midnight is still BST
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(startOfDayIn(day).toISOString()).toBe(instant);
  });

  it('turns inclusive days into a half-open range', () => {
    const range = auditLogRange({ from: '2026-07-01', to: '2026-07-01' });
    expect(range.from?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(range.before?.toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(auditLogRange({})).toEqual({ from: null, before: null });
  });

  it.each([
    ['2026-02-28', '2026-03-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-12-31', '2027-01-01'],
  ])('the day after %s is %s', (day, after) => {
    expect(nextDay(day)).toBe(after);
  });

  it('refuses an end date before the start date', () => {
    const result = AuditLogFiltersSchema.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The end date must be on or after the start date');
    expect(AuditLogFiltersSchema.safeParse({ from: '2026-05-01', to: '2026-05-01' }).success).toBe(true);
  });
});

describe('audit log cursor', () => {
  it('round-trips (at, id)', () => {
    const cursor = encodeAuditCursor({ at: '2026-05-01T10:11:12.345Z', id: 42 });
    expect(decodeAuditCursor(cursor)).toEqual({ at: '2026-05-01T10:11:12.345Z', id: 42 });
    expect(decodeAuditCursor('2026-05-01T10:11:12.345678Z_7')).toEqual({ at: '2026-05-01T10:11:12.345678Z', id: 7 });
  });

  it.each(['', 'x', '2026-05-01T10:11:12Z', '2026-05-01T10:11:12Z_', '2026-13-45T99:00:00Z_1', "1' or 1=1"])(
    'refuses %j',
    (cursor) => {
      expect(decodeAuditCursor(cursor)).toBeNull();
    },
  );
});

describe('CSV cells (RFC 4180, no formulas)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+44 1234', "'+44 1234"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers and empty values alone and ends lines with CRLF', () => {
    expect(csvLine([1, null, undefined, 'x'])).toBe('1,,,x\r\n');
  });

  it('names the file after the day', () => {
    expect(auditLogExportFileName(new Date('2026-05-01T10:00:00Z'))).toBe('audit-log-2026-05-01.csv');
  });
});
