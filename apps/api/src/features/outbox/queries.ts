import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

/** The newest messages of the outbox, newest first. */
export function listNewestMessages(db: DbOrTx, limit: number) {
  return db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
