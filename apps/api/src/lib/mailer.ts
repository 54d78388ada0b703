/**
 * Every e-mail is written to the outbox table first, in the caller's transaction when there is one,
 * so nothing is lost if delivery fails. With SMTP_URL set, a delivery loop sends pending rows
 * through nodemailer and marks them sent; without it, the e-mail stays in the outbox, which the
 * Union Administrator reads signed in, in the union back office (Outbox).
 */
import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { layoutEmail, type PortalEmail } from './email-layout';

/** What a feature sends: its words and the portal page it is about; the mailer lays it out (`layoutEmail`). */
export type MailMessage = PortalEmail;

export interface Mailer {
  /**
   * Lays the message out (link back to the portal, sign-off) and queues it in the outbox; pass the
   * transaction that makes the change the mail reports.
   */
  send(message: MailMessage, db?: DbOrTx): Promise<void>;
  /** Sends what is pending (SMTP only). Returns how many were sent. */
  deliverPending(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  /** PUBLIC_URL: e-mails link back to the portal here. */
  publicUrl: string;
  logger: Logger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    const pending = await options.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(sql`coalesce(length(${outbox.error}), 0)`, 10_000)))
      .orderBy(asc(outbox.id))
      .limit(50);
    let sent = 0;
    for (const row of pending) {
      try {
        await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
        await options.db.update(outbox).set({ sentAt: new Date(), error: null }).where(sql`${outbox.id} = ${row.id}`);
        sent += 1;
      } catch (err) {
        options.logger.error({ err, outboxId: row.id }, 'e-mail delivery failed; will retry');
        await options.db
          .update(outbox)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(sql`${outbox.id} = ${row.id}`);
      }
    }
    return sent;
  }

  return {
    async send(message, db = options.db) {
      const email = layoutEmail(message, options.publicUrl);
      await db.insert(outbox).values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null });
      if (transport && db === options.db) void this.deliverPending();
    },
    deliverPending: () => {
      running ??= deliverPending().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(() => {
        void this.deliverPending().catch((err: unknown) => options.logger.error({ err }, 'outbox delivery loop failed'));
      }, 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
      transport?.close();
    },
  };
}
