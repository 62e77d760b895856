import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** The sender of account mails. */
  mailFrom: string;
  publicUrl: string;
  maxUploadMb: number;
  /** Requests per minute and client address, over all routes. */
  rateLimitPerMinute: number;
  logLevel: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    // Relative to where `npm …` was run (INIT_CWD), not to the workspace npm switches into.
    dataDir: resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Fontes <noreply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    maxUploadMb: integer(env.MAX_UPLOAD_MB, 100, 'MAX_UPLOAD_MB'),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 1200, 'RATE_LIMIT_PER_MINUTE'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
