import { OUTBOX_PAGE_SIZE, OUTBOX_READ_ACTION, type Outbox } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { listNewestMessages } from './queries';

/**
 * GET /union/outbox: the e-mail a server without SMTP kept instead of sending, newest first. Area
 * outbox (the Union Administrator only). It holds other people's password-reset links, so each
 * read is audited. With SMTP configured nothing is kept: `isKept` is false and the list is empty.
 */
export async function readOutbox(options: {
  db: DbOrTx;
  actor: Actor;
  isKept: boolean;
  requestId: string;
}): Promise<Outbox> {
  const { db, actor } = options;
  await requireUnionArea(db, actor, 'outbox');
  if (!options.isKept) return { isKept: false, messages: [] };
  const rows = await listNewestMessages(db, OUTBOX_PAGE_SIZE);
  await recordAudit(db, {
    actorPersonId: actor.personId,
    action: OUTBOX_READ_ACTION,
    subjectType: 'outbox',
    requestId: options.requestId,
    details: { messages: rows.length },
  });
  return {
    isKept: true,
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
