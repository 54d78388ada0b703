import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { REASON_NAMES } from './reasons-catalogue';
import { FIELD_REASONS } from './reasons';

const errorCodeValues = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const FieldProblemSchema = z.object({
  reason: z.enum(FIELD_REASONS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * RFC 9457 problem details, as every failed API call answers. `reason` says why, in a closed list
 * the web app translates; `detail` is its English, for logs and the API reference. A validation
 * failure lists per field the reasons (`fields`, with parameters) and their English (`errors`).
 */
export const ProblemSchema = z.object({
  type: z.string().default('about:blank'),
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  code: z.enum(errorCodeValues),
  reason: z.enum(REASON_NAMES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  fields: z.record(z.string(), z.array(FieldProblemSchema)).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
