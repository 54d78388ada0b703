import { describe, expect, it } from 'vitest';
import { sexValueOf, volunteerDecisionCodeOf, volunteerDecisionOf } from './spec-codes';

describe("the spec's numeric codes", () => {
  it.each([
    [1, 'Male'],
    [2, 'Female'],
    [3, ''],
    [null, ''],
  ])('sex id %s reads %j', (id, value) => {
    expect(sexValueOf(id)).toBe(value);
  });

  it.each([
    [1, 'approved', 1],
    [2, 'rejected', 2],
    [null, 'awaiting', null],
    [0, 'awaiting', null],
    [3, 'awaiting', null],
  ] as const)('volunteer decision code %s means %s and is sent as %s', (code, state, wire) => {
    expect(volunteerDecisionOf(code)).toBe(state);
    expect(volunteerDecisionCodeOf(code)).toBe(wire);
  });
});
