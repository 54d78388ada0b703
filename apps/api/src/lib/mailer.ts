/**
 * Every e-mail is written to the outbox table first, in the caller's transaction when there is one,
 * so nothing is lost if delivery fails. With SMTP_URL set, a delivery loop sends pending rows
 * through nodemailer and marks them sent; without it, the e-mail stays in the outbox, which the
 * Union Administrator reads signed in, in the union back office (Outbox).
 */
import { and, asc, isNull, lt, notInArray, sql } from 'drizzle-orm';
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

/** E-mails sent in one go at most. */
const BATCH = 50;

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

  /**
   * Sends what is pending, one e-mail at a time, each claimed in a transaction with
   * `for update skip locked` and marked sent (or its error kept) before it commits: several servers
   * delivering from one outbox never send the same e-mail twice, and one that stops half-way gives
   * its e-mail back to the others (decision 032).
   */
  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    /** Tried in this run: a failed one waits for the next run rather than being tried again at once. */
    const tried: number[] = [];
    for (let count = 0; count < BATCH; count += 1) {
      const delivered = await options.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(outbox)
          .where(
            and(
              isNull(outbox.sentAt),
              lt(sql`coalesce(length(${outbox.error}), 0)`, 10_000),
              tried.length > 0 ? notInArray(outbox.id, tried) : undefined,
            ),
          )
          .orderBy(asc(outbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        tried.push(row.id);
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
          });
          await tx
            .update(outbox)
            .set({ sentAt: new Date(), error: null })
            .where(sql`${outbox.id} = ${row.id}`);
          return true;
        } catch (err) {
          options.logger.error({ err, outboxId: row.id }, 'e-mail delivery failed; will retry');
          await tx
            .update(outbox)
            .set({ error: err instanceof Error ? err.message : String(err) })
            .where(sql`${outbox.id} = ${row.id}`);
          return false;
        }
      });
      if (delivered === null) break;
      if (delivered) sent += 1;
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
