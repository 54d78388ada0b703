/**
 * The only reader of process.env. Configuration is validated once at start-up; every bad
 * variable is listed together. Behaviour never switches on NODE_ENV.
 */
import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: optionalUrl,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('MyWRU <no-reply@mywru.example>'),
    DEMO_DATA: flag(true).optional(),
    PRODUCTION: flag(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HELP_SITE_URL: z.string().url().default('https://support.mywru.example/help'),
    LEGAL_URL: z.string().url().default('https://www.mywru.example/legal-and-privacy'),
    SUPPORT_EMAIL: z.string().email().default('support@mywru.example'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60 * 12),
    TRUST_PROXY: flag(false),
    WEB_DIST_DIR: z.string().optional(),
    QA_HOST: flag(false),
    SCHEDULED_JOBS: flag(true),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    // The Club Investment Model documents on the Resources page: zip files on a public file host.
    CIM_STANDARD_URL: z.string().url().default('https://files.mywru.example/club-investment-model/standard.zip'),
    CIM_BRONZE_URL: z.string().url().default('https://files.mywru.example/club-investment-model/bronze.zip'),
    CIM_SILVER_URL: z.string().url().default('https://files.mywru.example/club-investment-model/silver.zip'),
    CIM_GOLD_URL: z.string().url().default('https://files.mywru.example/club-investment-model/gold.zip'),
    CIM_PLATINUM_URL: z.string().url().default('https://files.mywru.example/club-investment-model/platinum.zip'),
  });

/** Rules across variables, checked on the raw values so they are listed with the per-variable ones. */
/** https, or plain http on this machine only (trying a production build locally). */
function isHttpsOrLocal(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true; // reported by the schema as not a URL
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
}

function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(source[name]);
  const external = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  if (external.some(set) && !external.every(set)) {
    problems.push('OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  const production = ['true', '1', 'yes', 'on'].includes(source.PRODUCTION ?? '');
  if (production && !set('SESSION_SECRET')) problems.push('SESSION_SECRET: is required when PRODUCTION is on');
  if (production && !set('PUBLIC_URL')) problems.push('PUBLIC_URL: is required when PRODUCTION is on');
  if (production && set('PUBLIC_URL') && !isHttpsOrLocal(source.PUBLIC_URL ?? '')) {
    problems.push(
      'PUBLIC_URL: must be an https:// address when PRODUCTION is on (so cookies are Secure and HSTS is sent); only http://localhost and http://127.0.0.1 are allowed over http, for trying it',
    );
  }
  return problems;
}

export type RawEnv = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined means: generate one and keep it in the database. */
  sessionSecret: string | undefined;
  oidc:
    | { kind: 'embedded'; issuer: string; clientId: string; audience: string }
    | { kind: 'external'; issuer: string; clientId: string; clientSecret: string; audience: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  loadDemoData: boolean;
  production: boolean;
  /** No SMTP server: e-mail is kept in the outbox, which the Union Administrator reads in the back office. */
  hasOutbox: boolean;
  logLevel: string;
  helpSiteUrl: string;
  legalUrl: string;
  supportEmail: string;
  sessionIdleMinutes: number;
  trustProxy: boolean;
  webDistDir: string;
  secureCookies: boolean;
  qaHost: boolean;
  /** Requests a client (session, bearer token or address) may make per minute. */
  rateLimitPerMinute: number;
  /** Whether this server runs the scheduled jobs (DBS expiry reminders). */
  scheduledJobs: boolean;
  /** Download addresses of the Club Investment Model documents, by level. */
  clubInvestmentModelUrls: { standard: string; bronze: string; silver: string; gold: string; platinum: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const oidc: Config['oidc'] =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          kind: 'external',
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          audience: env.OIDC_AUDIENCE,
        }
      : {
          kind: 'embedded',
          issuer: `${publicUrl}/oidc`,
          clientId: 'mywru-portal',
          audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        };
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    oidc,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    loadDemoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    production: env.PRODUCTION,
    hasOutbox: !env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    helpSiteUrl: env.HELP_SITE_URL,
    legalUrl: env.LEGAL_URL,
    supportEmail: env.SUPPORT_EMAIL,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    secureCookies: publicUrl.startsWith('https://'),
    qaHost: env.QA_HOST,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    scheduledJobs: env.SCHEDULED_JOBS,
    clubInvestmentModelUrls: {
      standard: env.CIM_STANDARD_URL,
      bronze: env.CIM_BRONZE_URL,
      silver: env.CIM_SILVER_URL,
      gold: env.CIM_GOLD_URL,
      platinum: env.CIM_PLATINUM_URL,
    },
  };
}
