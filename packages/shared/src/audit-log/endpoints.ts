import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { AuditLogFiltersSchema, AuditLogPageSchema, AuditLogQuerySchema } from './schemas';

/** The audit log, newest first, a page at a time (the Union Administrator only). */
export const listAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/audit-log',
  capability: 'audit-log',
  summary: 'The audit log, newest first, 50 a page; days are inclusive, in Europe/London',
  query: AuditLogQuerySchema,
  response: AuditLogPageSchema,
  refusals: [403],
  reasons: ['back_office.permission.audit_log', 'audit_log.bad_cursor'],
});

/** The filtered audit log as a CSV file, for a download link (the web app never parses it). */
export const exportAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/union/audit-log/export.csv',
  capability: 'audit-log',
  summary: 'The filtered audit log as a CSV file (streamed; the export itself is audited)',
  query: AuditLogFiltersSchema,
  response: z.any().describe('text/csv: the header line, then one line per entry, newest first'),
  refusals: [403],
  reasons: ['back_office.permission.audit_log'],
});
