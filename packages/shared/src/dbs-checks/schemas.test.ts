import { describe, expect, it } from 'vitest';
import { DbsFlagsSchema, NewDbsRecordSchema } from './schemas';

describe('a new DBS record', () => {
  it('keeps only the certificate number, issue date and expiry', () => {
    expect(NewDbsRecordSchema.parse({ certificateNumber: '001234567890', issued: '2025-09-01', content: 'x' })).toEqual(
      {
        certificateNumber: '001234567890',
        issued: '2025-09-01',
        expiry: null,
      },
    );
  });

  it('needs 12 digits and an expiry after the issue date', () => {
    expect(NewDbsRecordSchema.safeParse({ certificateNumber: '00123456789', issued: '2025-09-01' }).success).toBe(
      false,
    );
    expect(
      NewDbsRecordSchema.safeParse({ certificateNumber: '001234567890', issued: '2025-09-01', expiry: '2025-09-01' })
        .success,
    ).toBe(false);
  });

  it('changes at least one flag', () => {
    expect(DbsFlagsSchema.safeParse({}).success).toBe(false);
    expect(DbsFlagsSchema.parse({ hasInvalidDbs: true })).toEqual({ hasInvalidDbs: true });
  });
});
