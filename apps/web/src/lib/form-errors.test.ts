import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorPerField, firstIssuePerField } from './form-errors';

const Schema = z.object({
  name: z
    .string()
    .min(2, 'Too short')
    .regex(/^[a-z]+$/i, 'Letters only'),
  address: z.object({ city: z.string().min(1, 'Enter a city'), postcode: z.string().min(1, 'Enter a postcode') }),
  tags: z.array(z.string().min(1, 'Empty tag')),
});

describe('firstIssuePerField', () => {
  it('keeps the first message of each top-level field', () => {
    const parsed = Schema.safeParse({ name: '1', address: { city: '', postcode: '' }, tags: [''] });
    expect(firstIssuePerField(parsed.error)).toEqual({ name: 'Too short', address: 'Enter a city', tags: 'Empty tag' });
  });

  it('keys each nested field by its whole path when asked', () => {
    const parsed = Schema.safeParse({ name: 'Alys', address: { city: '', postcode: '' }, tags: ['x', ''] });
    expect(firstIssuePerField(parsed.error, { nested: true })).toEqual({
      'address.city': 'Enter a city',
      'address.postcode': 'Enter a postcode',
      'tags.1': 'Empty tag',
    });
  });

  it('is empty for a successful parse', () => {
    expect(
      firstIssuePerField(
        Schema.safeParse({ name: 'Alys', address: { city: 'Cardiff', postcode: 'CF10' }, tags: [] }).error,
      ),
    ).toEqual({});
  });
});

describe('firstErrorPerField', () => {
  const errors = { name: ['Name taken', 'Second'], regionId: [], isActive: ['Not shown here'] };

  it('keeps the first message of every field with one', () => {
    expect(firstErrorPerField(errors)).toEqual({ name: 'Name taken', isActive: 'Not shown here' });
  });

  it('keeps only the fields the form shows when they are named', () => {
    expect(firstErrorPerField(errors, ['name', 'regionId'] as const)).toEqual({ name: 'Name taken' });
  });

  it('is empty without errors', () => {
    expect(firstErrorPerField(undefined)).toEqual({});
  });
});
