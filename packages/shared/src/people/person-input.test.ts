import { describe, expect, it } from 'vitest';
import { personRuleProblems } from './person-input';

const today = new Date('2026-03-15T10:00:00Z');

describe('personRuleProblems: e-mail required when shown', () => {
  it.each([
    ['an adult clearing it with an empty string', { email: '' }, false, '1985-04-02', 'Email is required'],
    ['an adult clearing it with null', { email: null }, false, '1985-04-02', 'Email is required'],
    ['a newcomer with no date of birth yet', { email: '  ' }, false, null, 'Email is required'],
    ['a child of 16 clearing it', { email: null }, true, '2010-01-01', 'Email is required'],
    ['a child under 16 without one', { email: null }, true, '2012-01-01', undefined],
    ['an adult not sending it at all', {}, false, '1985-04-02', undefined],
    ['an adult giving one', { email: 'a@example.test' }, false, '1985-04-02', undefined],
  ])('%s', (_label, input, isChild, heldDob, expected) => {
    expect(personRuleProblems(input, { today, isChild, heldDob }).email).toBe(expected);
  });
});
