import { describe, expect, it } from 'vitest';
import { PersonLanguageSchema, spokenLanguageOf, supportedLanguageOf } from './language';

describe('the portal languages', () => {
  it.each([
    ['cy', 'cy'],
    ['cy-GB', 'cy'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    [null, 'en'],
    ['', 'en'],
  ])('reads %j as %s', (value, language) => {
    expect(supportedLanguageOf(value)).toBe(language);
  });

  it.each([
    ['cy-GB', 'cy'],
    [' CY ', 'cy'],
    ['en', 'en'],
    ['fr', undefined],
    [null, undefined],
  ])('finds %j spoken as %s, with no fallback (a caller moves on to its next candidate)', (value, language) => {
    expect(spokenLanguageOf(value)).toBe(language);
  });

  it('accepts only a supported language as a stored choice', () => {
    expect(PersonLanguageSchema.safeParse({ language: 'cy' }).success).toBe(true);
    expect(PersonLanguageSchema.safeParse({ language: 'fr' }).success).toBe(false);
    expect(PersonLanguageSchema.safeParse({ language: 'cy-GB' }).success).toBe(false);
    expect(PersonLanguageSchema.safeParse({}).success).toBe(false);
  });
});
