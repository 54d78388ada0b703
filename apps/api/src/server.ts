/**
 * The process: read configuration, open and migrate the database, load demo data on first start,
 * serve, and close gracefully on SIGINT/SIGTERM (in-flight requests finish, then the database
 * closes).
 */
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PERMIT_PEOPLE, DEMO_TRANSFER_PEOPLE, demoMemberOf, seedDemoData } from './seed/demo';
import { seedLookups } from './seed/lookups';
import pino from 'pino';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  await database.migrate();
  await seedLookups(database.db);
  const seeded = config.loadDemoData ? await seedDemoData({ database, now: new Date() }) : false;

  const app = await buildApp({ config, database, logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    '',
    `  MyWRU portal is running on ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo data loaded)' : ''}`,
    config.hasOutbox
      ? `  E-mail: kept in the outbox (no SMTP_URL); the Union Administrator reads it at ${config.publicUrl}/union/outbox`
      : '  E-mail: sent through SMTP (SMTP_URL)',
    `  API reference: ${config.publicUrl}/api/docs`,
  ];
  if (config.loadDemoData) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.description}`);
    const candidate = demoMemberOf(DEMO_TRANSFER_PEOPLE.candidate);
    lines.push(`  Club B player for a transfer: WRU ID ${candidate.memberId}, last name ${candidate.lastName}`);
    for (const key of [DEMO_PERMIT_PEOPLE.senior, DEMO_PERMIT_PEOPLE.youth]) {
      const { memberId, lastName } = demoMemberOf(key);
      const { rows } = await database.query<{ dob: string }>(
        `select to_char(dob, 'DD/MM/YYYY') as dob from persons where id = $1 and last_name = $2`,
        [memberId, lastName],
      );
      if (rows[0]) lines.push(`  Club B player for a permit: born ${rows[0].dob}, last name ${lastName}`);
    }
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
