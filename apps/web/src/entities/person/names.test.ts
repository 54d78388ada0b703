import { describe, expect, it } from 'vitest';
import { accountMenuName, fullName, initialsOf } from './names';

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

describe('fullName', () => {
  it.each([
    [{ firstName: 'Alys', lastName: 'Jones' }, 'Alys Jones'],
    [{ firstName: 'Alys', lastName: null }, 'Alys'],
    [{ firstName: null, lastName: 'Jones' }, 'Jones'],
    [{ firstName: ' ', lastName: 'Jones' }, 'Jones'],
    [{ firstName: null, lastName: null }, ''],
    [{}, ''],
  ])('%j gives %j', (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });

  it('leaves the fallback to the caller', () => {
    expect(fullName({ firstName: null, lastName: null }) || 'alys@example.org').toBe('alys@example.org');
  });
});
