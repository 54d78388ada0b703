import { Readable } from 'node:stream';
import { AuditLogFiltersSchema, AuditLogPageSchema, AuditLogQuerySchema, ProblemSchema } from '@mywru/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { exportAuditLog } from './export-audit-log';
import { listAuditLog } from './list-audit-log';

const refusals = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/**
 * The audit log in the union's back office (area audit-log: the Union Administrator only): every
 * change and every audited read, filtered by person, organisation, actor, action and days, paged
 * newest first, and exported as CSV with the same filters.
 */
const unionAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['union-audit-log'];

  app.get(
    '/api/union/audit-log',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, 50 a page; days are inclusive, in Europe/London',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...refusals },
      },
    },
    async (request) => listAuditLog({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/union/audit-log/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV file (streamed; the export itself is audited)',
        querystring: AuditLogFiltersSchema,
        produces: ['text/csv'],
        response: {
          200: z.any().describe('text/csv: the header line, then one line per entry, newest first'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await exportAuditLog({
        db: app.db,
        actor: actorOf(request),
        filters: request.query,
        now: app.clock(),
        requestId: request.id,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
};
export default unionAuditLogRoutes;
