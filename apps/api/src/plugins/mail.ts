import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const mailer = createMailer({
      db: app.db,
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      publicUrl: app.config.publicUrl,
      logger: app.log as Logger,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
