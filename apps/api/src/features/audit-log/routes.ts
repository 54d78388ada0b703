import { Readable } from 'node:stream';
import { exportAuditLogEndpoint, listAuditLogEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { exportAuditLog } from './export';
import { listAuditLog } from './list';

/**
 * The audit log in the union's back office (area audit-log: the Union Administrator only): every
 * change and every audited read, filtered by person, organisation, actor, action and days, paged
 * newest first, and exported as CSV with the same filters.
 */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  route(app, listAuditLogEndpoint, (context, { query }) => listAuditLog(context, query));

  route(app, exportAuditLogEndpoint, async (context, { query }, { reply }) => {
    const { fileName, lines } = await exportAuditLog(context, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store');
    return Readable.from(lines);
  });
};
export default auditLogRoutes;
