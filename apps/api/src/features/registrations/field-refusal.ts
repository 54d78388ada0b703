import { REASONS, type Reason } from '@mywru/shared';
import { AppError } from '../../lib/app-error';

/** A refusal of one field of a decision: the reason, with its English named on the field. */
export function fieldRefusal(reason: Reason, field: string): AppError {
  return new AppError(reason, { fieldErrors: { [field]: [REASONS[reason].en] } });
}
