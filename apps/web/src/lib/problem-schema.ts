import { ProblemSchema } from '@mywru/shared';
import { z } from 'zod';

/**
 * A problem as read: a reason this build does not know (or none, from a proxy) still yields its code
 * and detail. Its own module, imported by `api-client` when an answer fails, so zod, the problem's
 * schema and the catalogue of reasons are not in the landing page's first chunk (decision 035).
 */
export const ReadProblemSchema = ProblemSchema.extend({ reason: z.string().optional() });

/** Whether a problem's reason is one this build knows (loaded with the schema, for the same reason). */
export { isReason } from '@mywru/shared';
