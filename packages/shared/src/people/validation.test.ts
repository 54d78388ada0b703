import { describe, expect, it } from 'vitest';
import { dobPickerRange, parseTypedDate } from './age';
import { dobProblem, emptyStringsToNull, isMemberId, isValidEmail, messages, nameProblem, postCodeProblem } from './validation';

const today = new Date('2026-03-15T10:00:00Z');

describe('names', () => {
  it.each([
    ['', 'First name is required'],
    ['   ', 'First name is required'],
    ['A', 'First name must have at least 2 letters'],
    ['Al', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'First name must have at most 100 letters'],
    ['Siân', null],
    ['Éowyn-Mai', null],
    ["O'Brien", null],
    ['Mary Ann', null],
    ['Mary  Ann', 'First name must not contain consecutive spaces, hyphens, or apostrophes'],
    ['Mary--Ann', 'First name must not contain consecutive spaces, hyphens, or apostrophes'],
    ["O''Brien", 'First name must not contain consecutive spaces, hyphens, or apostrophes'],
    ["Mary -Ann", 'First name must not contain consecutive spaces, hyphens, or apostrophes'],
    ['R2D2', 'First name must contain only letters, spaces, hyphens, or apostrophes'],
    ['Anne.', 'First name must contain only letters, spaces, hyphens, or apostrophes'],
  ])('%j gives %j', (value, expected) => {
    expect(nameProblem(value, 'First name')).toBe(expected);
  });
});

describe('date of birth', () => {
  it.each([
    ['2026-03-16', 'any', 'Date of birth cannot be a date in the future'],
    ['2026-03-15', 'any', null],
    ['1906-03-15', 'any', null],
    ['1906-03-14', 'any', 'Date of birth cannot be more than 120 years ago'],
    ['1905-03-15', 'any', 'Date of birth cannot be more than 120 years ago'],
    ['2020-03-15', 'child', null],
    ['2010-03-15', 'child', null],
    ['2009-03-16', 'child', null],
    ['2008-03-15', 'child', 'Date of birth must be under 18 years'],
    ['2008-03-15', 'adult', null],
    ['2008-03-16', 'adult', 'Date of birth must be 18 years or older'],
    ['2009-03-15', 'adult', 'Date of birth must be 18 years or older'],
    [null, 'any', 'Date of birth is required'],
  ] as const)('%s as %s gives %j', (dob, rule, expected) => {
    expect(dobProblem(dob, rule, today)).toBe(expected);
  });

  it("takes today as the union's day: at half past midnight in summer time, today's date of birth is not in the future", () => {
    const justAfterMidnightInWales = new Date('2026-06-14T23:30:00Z');
    expect(dobProblem('2026-06-15', 'any', justAfterMidnightInWales)).toBeNull();
    expect(dobProblem('2008-06-15', 'adult', justAfterMidnightInWales)).toBeNull();
    expect(dobProblem('2026-06-16', 'any', justAfterMidnightInWales)).toBe('Date of birth cannot be a date in the future');
  });

  it('offers adults the last 100 years up to 18 years ago, children the last 18 years up to 6 years ago', () => {
    expect(dobPickerRange('adult', today)).toEqual({ min: '1926-03-15', max: '2008-03-15' });
    expect(dobPickerRange('child', today)).toEqual({ min: '2008-03-16', max: '2020-03-15' });
  });

  it.each([
    ['05.04.2010', '2010-04-05'],
    ['5/4/2010', '2010-04-05'],
    ['05-04-2010', '2010-04-05'],
    ['29/02/2012', '2012-02-29'],
    ['29/02/2013', null],
    ['31-04-2010', null],
    ['2010-04-05', null],
    ['5 4 2010', null],
  ])('reads the typed date %j as %j', (typed, expected) => {
    expect(parseTypedDate(typed)).toBe(expected);
  });
});

describe('e-mail, member id, post code', () => {
  it.each([
    ['player@example.test', true],
    ['first.last+tag@club.co.uk', true],
    ['no-at-sign.example', false],
    ['two@@example.test', false],
    ['spaces in@example.test', false],
    ['missing@tld', false],
  ])('%s is a valid e-mail: %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it.each([
    ['1000001', true],
    ['10000a1', false],
    ['', false],
  ])('%j is a member id: %s', (value, expected) => {
    expect(isMemberId(value)).toBe(expected);
  });

  it.each([
    ['CF10 1NS', 1, null],
    ['cf10 1ns', 1, null],
    ['SW1A 1AA', 1, null],
    ['SA11AA', 1, null],
    ['GIR 0AA', 1, null],
    ['12345', 1, messages.ukPostCode],
    ['CF10', 1, messages.ukPostCode],
    ['75001', 33, null],
    ['D02 X285', 105, null],
  ])('post code %s in country %s gives %j', (postCode, countryId, expected) => {
    expect(postCodeProblem(postCode, countryId)).toBe(expected);
  });
});

describe('empty strings', () => {
  it('become null everywhere in a payload, nested objects and arrays included', () => {
    expect(
      emptyStringsToNull({ firstName: '', lastName: 'Jones', address: { addressLine2: '', city: 'Bala' }, list: ['', 'x'], n: 0, b: false }),
    ).toEqual({ firstName: null, lastName: 'Jones', address: { addressLine2: null, city: 'Bala' }, list: [null, 'x'], n: 0, b: false });
  });
});
