import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useReasonText } from '../../lib/reason-text';

/**
 * The words for a refused submission: why the API refused (its reason, translated) for a refusal
 * it explains, else the wizard's own fallback (a failure that says nothing the member can act on).
 */
export function useSubmissionErrorText() {
  const reasonText = useReasonText();
  return useCallback(
    (error: unknown, fallback: string): string => {
      const isExplained =
        error instanceof ApiError && error.status !== null && error.status < 500 && error.reason !== null;
      return isExplained ? reasonText(error) : fallback;
    },
    [reasonText],
  );
}
