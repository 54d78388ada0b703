import { describe, expect, it } from 'vitest';
import {
  isQualificationCurrent,
  isQualificationExpiryValid,
  QUALIFICATION_MESSAGES,
  QualificationInputSchema,
} from './schemas';

describe('the expiry of a qualification', () => {
  it.each([
    ['2025-09-01', null, true],
    ['2025-09-01', '2025-09-01', true],
    ['2025-09-01', '2025-09-02', true],
    ['2025-09-01', '2025-08-31', false],
    ['2025-09-01', '2024-12-31', false],
  ] as const)('valid from %s, expiry %s: %s', (validFrom, expiry, ok) => {
    expect(isQualificationExpiryValid(validFrom, expiry)).toBe(ok);
  });
});

describe('whether a qualification is current', () => {
  const today = new Date('2026-01-15T12:00:00Z');
  it.each([
    [{ expiry: null, endedAt: null }, true],
    [{ expiry: '2026-01-15', endedAt: null }, true],
    [{ expiry: '2026-01-14', endedAt: null }, false],
    [{ expiry: null, endedAt: '2026-01-01T10:00:00.000Z' }, false],
    [{ expiry: '2030-01-01', endedAt: '2026-01-01T10:00:00.000Z' }, false],
  ])('%j -> %s', (qualification, current) => {
    expect(isQualificationCurrent(qualification, today)).toBe(current);
  });
});

describe('the qualification form', () => {
  it('trims, and reads blank optional fields as none', () => {
    expect(
      QualificationInputSchema.parse({
        value: '  WRU Level 1 Coaching Award ',
        validFrom: '2025-09-01',
        expiry: '',
        certificateNumber: '  ',
      }),
    ).toEqual({
      value: 'WRU Level 1 Coaching Award',
      validFrom: '2025-09-01',
      expiry: null,
      certificateNumber: null,
    });
    expect(QualificationInputSchema.parse({ value: 'First Aid', validFrom: '2025-09-01' })).toEqual({
      value: 'First Aid',
      validFrom: '2025-09-01',
      expiry: null,
      certificateNumber: null,
    });
  });

  it('needs a value of at most 200 characters', () => {
    expect(QualificationInputSchema.safeParse({ value: ' ', validFrom: '2025-09-01' }).error?.issues[0]?.message).toBe(
      QUALIFICATION_MESSAGES.valueRequired,
    );
    expect(QualificationInputSchema.safeParse({ value: 'a'.repeat(200), validFrom: '2025-09-01' }).success).toBe(true);
    expect(
      QualificationInputSchema.safeParse({ value: 'a'.repeat(201), validFrom: '2025-09-01' }).error?.issues[0]?.message,
    ).toBe(QUALIFICATION_MESSAGES.valueTooLong);
  });

  it('refuses an expiry before the valid-from date, on the expiry field', () => {
    const result = QualificationInputSchema.safeParse({
      value: 'First Aid',
      validFrom: '2025-09-01',
      expiry: '2025-08-31',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['expiry'],
      message: QUALIFICATION_MESSAGES.expiryBeforeValidFrom,
    });
  });

  it('limits the certificate number to 50 characters', () => {
    expect(
      QualificationInputSchema.safeParse({ value: 'x', validFrom: '2025-09-01', certificateNumber: 'c'.repeat(50) })
        .success,
    ).toBe(true);
    expect(
      QualificationInputSchema.safeParse({ value: 'x', validFrom: '2025-09-01', certificateNumber: 'c'.repeat(51) })
        .success,
    ).toBe(false);
  });
});
