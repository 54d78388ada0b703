import { describe, expect, it } from 'vitest';
import { accountMenuName, fullNameOf, initialsOf } from './user-display';

describe('initialsOf', () => {
  it.each([
    [{ firstName: 'Alys', lastName: 'Jones', email: 'alys@example.org' }, 'AJ'],
    [{ firstName: 'gareth', lastName: 'edwards', email: null }, 'GE'],
    [{ firstName: null, lastName: null, email: 'sam@example.org' }, 'S'],
    [{ firstName: 'Alys', lastName: null, email: 'zed@example.org' }, 'Z'],
    [{ firstName: ' ', lastName: '', email: 'bryn@example.org' }, 'B'],
    [{ firstName: null, lastName: null, email: null }, ''],
  ])('%j gives %s', (parts, expected) => {
    expect(initialsOf(parts)).toBe(expected);
  });
});

describe('accountMenuName', () => {
  it('shows the name when it differs from the e-mail', () => {
    expect(accountMenuName('Alys Jones', 'alys@example.org')).toBe('Alys Jones');
  });

  it('omits the name when it equals the e-mail', () => {
    expect(accountMenuName('alys@example.org', 'alys@example.org')).toBeNull();
    expect(accountMenuName('Alys@Example.org', 'alys@example.org')).toBeNull();
  });

  it('omits a missing name', () => {
    expect(accountMenuName(null, 'alys@example.org')).toBeNull();
    expect(accountMenuName('  ', 'alys@example.org')).toBeNull();
  });
});

describe('fullNameOf', () => {
  it('joins the names present, else uses the fallback', () => {
    expect(fullNameOf('Alys', 'Jones', 'x')).toBe('Alys Jones');
    expect(fullNameOf(null, null, 'alys@example.org')).toBe('alys@example.org');
  });
});
