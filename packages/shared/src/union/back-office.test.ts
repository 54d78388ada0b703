import { describe, expect, it } from 'vitest';
import { DbsFlagsSchema, NewDbsRecordSchema, UNION_DECISION_MESSAGES, UnionDecisionSchema, workQueueReasonOfStatus } from './back-office';

describe("the union's decision", () => {
  it('approves without a reason', () => {
    expect(UnionDecisionSchema.parse({ approve: true })).toEqual({ approve: true, reason: null });
  });

  it.each([{ approve: false }, { approve: false, reason: null }, { approve: false, reason: '  ' }])('needs a reason to reject: %j', (body) => {
    const result = UnionDecisionSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['reason'], message: UNION_DECISION_MESSAGES.reasonRequired });
  });

  it('trims the reason', () => {
    expect(UnionDecisionSchema.parse({ approve: false, reason: ' No clearance ' })).toEqual({ approve: false, reason: 'No clearance' });
  });

  it('names the reason of a referral', () => {
    expect(workQueueReasonOfStatus('referred_clearance')).toBe('clearance');
    expect(workQueueReasonOfStatus('referred_dispensation')).toBe('dispensation');
    expect(workQueueReasonOfStatus('awaiting_org')).toBeNull();
  });
});

describe('a new DBS record', () => {
  it('keeps only the certificate number, issue date and expiry', () => {
    expect(NewDbsRecordSchema.parse({ certificateNumber: '001234567890', issued: '2025-09-01', content: 'x' })).toEqual({
      certificateNumber: '001234567890',
      issued: '2025-09-01',
      expiry: null,
    });
  });

  it('needs 12 digits and an expiry after the issue date', () => {
    expect(NewDbsRecordSchema.safeParse({ certificateNumber: '00123456789', issued: '2025-09-01' }).success).toBe(false);
    expect(NewDbsRecordSchema.safeParse({ certificateNumber: '001234567890', issued: '2025-09-01', expiry: '2025-09-01' }).success).toBe(false);
  });

  it('changes at least one flag', () => {
    expect(DbsFlagsSchema.safeParse({}).success).toBe(false);
    expect(DbsFlagsSchema.parse({ hasInvalidDbs: true })).toEqual({ hasInvalidDbs: true });
  });
});
