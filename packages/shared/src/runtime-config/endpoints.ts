import { defineEndpoint } from '../contract';
import { RuntimeConfigSchema } from './runtime-config';

export const getRuntimeConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/config',
  capability: 'runtime-config',
  summary: 'Deployment settings the web app reads',
  response: RuntimeConfigSchema,
  refusals: [],
  isPublic: true,
});
