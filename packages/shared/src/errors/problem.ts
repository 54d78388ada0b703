import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

const errorCodeValues = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** RFC 9457 problem details, as every failed API call answers. */
export const ProblemSchema = z.object({
  type: z.string().default('about:blank'),
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  code: z.enum(errorCodeValues),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
