import { describe, expect, it } from 'vitest';
import { UNION_DECISION_MESSAGES, UnionDecisionSchema, workQueueReasonOfStatus } from './work-queue';

describe("the union's decision", () => {
  it('approves without a reason', () => {
    expect(UnionDecisionSchema.parse({ approve: true })).toEqual({ approve: true, reason: null });
  });

  it.each([{ approve: false }, { approve: false, reason: null }, { approve: false, reason: '  ' }])(
    'needs a reason to reject: %j',
    (body) => {
      const result = UnionDecisionSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['reason'],
        message: UNION_DECISION_MESSAGES.reasonRequired,
      });
    },
  );

  it('trims the reason', () => {
    expect(UnionDecisionSchema.parse({ approve: false, reason: ' No clearance ' })).toEqual({
      approve: false,
      reason: 'No clearance',
    });
  });

  it('names the reason of a referral', () => {
    expect(workQueueReasonOfStatus('referred_clearance')).toBe('clearance');
    expect(workQueueReasonOfStatus('referred_dispensation')).toBe('dispensation');
    expect(workQueueReasonOfStatus('awaiting_org')).toBeNull();
  });
});
