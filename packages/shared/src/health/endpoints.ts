import { z } from 'zod';
import { defineEndpoint } from '../contract';

/** Liveness: the process answers. Left out of the API reference. */
export const livenessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  capability: 'health',
  summary: 'Liveness: the process answers',
  response: z.object({ status: z.literal('ok') }),
  refusals: [],
  isPublic: true,
  isHidden: true,
});

/** Readiness: the database answers ('ready'); when it does not, 503 with 'unavailable'. */
export const readinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  capability: 'health',
  summary: 'Readiness: the database answers',
  response: z.object({ status: z.enum(['ready', 'unavailable']), database: z.string() }),
  refusals: [],
  isPublic: true,
  isHidden: true,
});
