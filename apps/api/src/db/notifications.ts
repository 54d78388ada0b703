/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled connection cannot hold a
 * LISTEN), so a server hears what the other servers on the same database announce with
 * `pg_notify`. The connection is opened again after it drops, with a growing pause; the handler is
 * told whenever it is listening or not, since notices sent while it was not are lost.
 */
import pg from 'pg';
import type { Logger } from 'pino';

export interface NotificationHandlers {
  /** A notice's payload, in the order the database committed them. */
  notice(payload: string): void;
  /** True once LISTEN is in place; false as soon as the connection is lost or closed. */
  listening(listening: boolean): void;
}

export interface Listener {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

export function listenForNotifications(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  logger?: Logger,
): Listener & { started: Promise<void> } {
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  function lost(current: pg.Client, err?: unknown) {
    if (client !== current) return;
    client = null;
    handlers.listening(false);
    current.removeAllListeners();
    current.on('error', () => {});
    void current.end().catch(() => {});
    if (closed) return;
    logger?.warn({ err, retryMs }, `stopped listening on ${channel}; connecting again`);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    retryTimer = null;
    if (closed) return;
    const current = new pg.Client({ connectionString, keepAlive: true });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel && client === current) handlers.notice(message.payload ?? '');
    });
    current.on('error', (err) => lost(current, err));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client !== current || closed) return;
      retryMs = FIRST_RETRY_MS;
      handlers.listening(true);
    } catch (err) {
      lost(current, err);
    }
  }

  return {
    started: connect(),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (!current) return;
      handlers.listening(false);
      current.removeAllListeners();
      current.on('error', () => {});
      await current.end().catch(() => {});
    },
  };
}
