/**
 * The development mailbox: the outbox newest first, with clickable links. Only when no SMTP server
 * is configured and the production flag is off.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outbox } from '../../db/schema';
import { escapeHtml, renderPage } from '../../lib/html';

function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);
}

const mailRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.devMailbox) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    const items = messages
      .map(
        (m) => `<article class="mail">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toLocaleString('en-GB', { timeZone: 'Europe/London' })}</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const body = `<h1>Mailbox</h1>
<p>E-mail the portal has sent, newest first. This page exists only while no SMTP server is configured.</p>
${messages.length ? items : '<p>No e-mail has been sent yet.</p>'}`;
    return reply.type('text/html; charset=utf-8').send(renderPage({ title: 'Mailbox', body }));
  });
};
export default mailRoutes;
