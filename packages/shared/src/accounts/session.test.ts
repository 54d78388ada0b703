import { describe, expect, it } from 'vitest';
import { memberIdFromSubject } from './session';

describe('memberIdFromSubject', () => {
  it.each([
    ['mywru|1000001', '1000001'],
    ['auth0|42', '42'],
    ['1000001', '1000001'],
    ['mywru|abc', null],
    ['mywru|', null],
  ])('%s gives %s', (sub, expected) => {
    expect(memberIdFromSubject(sub)).toBe(expected);
  });
});
