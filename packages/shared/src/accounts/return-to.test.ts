import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['/..//evil.example/phish'],
    ['/%2F%2Fevil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['/.%2F/evil.example'],
    ['/%252F%252Fevil.example'],
    ['https://evil.example'],
    ['http://localhost:3000/dashboard'],
    ['javascript:alert(1)'],
    ['/\tjavascript:alert(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/x\r\n'],
    [' /dashboard'],
    ['/x\u0000'],
    ['/\u007f/evil.example'],
    ['evil.example'],
    [''],
    ['/%E0%A4%A'],
    [undefined],
    [null],
    [['/profile']],
  ])('sends %j to the dashboard', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it.each([
    ['/x', '/x'],
    ['/x?tab=1#details', '/x?tab=1#details'],
    ['/profile?tab=1', '/profile?tab=1'],
    ['/union/people?search=a%2Fb', '/union/people?search=a%2Fb'],
    ['/a/./b/../c', '/a/c'],
    ['/', '/'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
