import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** Whose X-Forwarded-* headers to believe: nobody (false), any (true), a hop count, or addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** The sender of account mails. */
  mailFrom: string;
  /** Where users reach Fontes: every link in a mail starts with it, never with a request's Host. */
  publicUrl: string;
  trustProxy: TrustProxy;
  /** The build's source maps are served only when asked for (they show the whole source). */
  serveSourceMaps: boolean;
  maxUploadMb: number;
  /** Bytes the IIIF image service's derived images may take on disk (IIIF_CACHE_MB). */
  iiifCacheBytes: number;
  /** Pixels of the largest image the IIIF image service decodes: sharp's limitInputPixels. */
  iiifMaxInputPixels: number;
  /** How long importDigitalCopy waits for a manifest (IIIF_IMPORT_TIMEOUT_SECONDS). */
  iiifImportTimeoutMs: number;
  /** Whether importDigitalCopy may fetch from the server's own network (IIIF_IMPORT_PRIVATE). */
  iiifImportPrivate: boolean;
  /**
   * Where the viewer may load an imported copy's images and image services from, besides Fontes itself
   * (IIIF_IMAGE_SOURCES): Content-Security-Policy sources for img-src and connect-src.
   */
  iiifImageSources: string[];
  /** Requests per minute and client address, over all routes. */
  rateLimitPerMinute: number;
  logLevel: string;
  /** The repository identifier in OAI-PMH item identifiers (OAI_REPOSITORY_ID): PUBLIC_URL's host unless set. */
  oaiRepositoryId: string;
  /** The address Identify gives harvesters to write to (OAI_ADMIN_EMAIL): MAIL_FROM's unless set. */
  oaiAdminEmail: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

function address(value: string, name: string): string {
  const [ip, bits, ...rest] = value.split('/');
  const version = isIP(ip);
  const max = version === 6 ? 128 : 32;
  const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
  if (!version || !bitsOk || rest.length)
    throw new Error(`${name}: "${value}" is not an IP address or CIDR range (e.g. 10.0.0.1 or 10.0.0.0/8)`);
  return value;
}

function trustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return integer(text, 0, 'TRUST_PROXY');
  return text.split(',').map((part) => address(part.trim(), 'TRUST_PROXY'));
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0 (true or false), not "${value}"`);
}

function imageSources(value: string | undefined): string[] {
  const text = (value ?? '').trim();
  if (text === '') return ['https:'];
  if (text === 'none') return [];
  return text.split(/[\s,]+/).map((source) => {
    if (!/^(https?:|https?:\/\/[a-z0-9.-]+(:\d+)?)$/i.test(source))
      throw new Error(
        `IIIF_IMAGE_SOURCES: "${source}" is not https:, http: or an origin such as https://images.example.org (or say none)`,
      );
    return source;
  });
}

function publicUrl(value: string | undefined, fallback: string, proxied: boolean): string {
  // Behind a proxy the listening address is not where users are: links would lead nowhere.
  if (!value && proxied)
    throw new Error('TRUST_PROXY is set: set PUBLIC_URL too, the address users reach Fontes at');
  if (value && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value))
    throw new Error(
      `PUBLIC_URL must be an http(s) address such as https://fontes.example.org, not "${value}"`,
    );
  return (value || fallback).replace(/\/$/, '');
}

/** An OAI-PMH repository identifier: a domain name's letters, digits, dots and dashes. */
function repositoryId(value: string | undefined, url: string): string {
  const id = value || new URL(url).hostname;
  if (!/^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z0-9-]+)*$/.test(id) && !/^[0-9.]+$/.test(id))
    throw new Error(`OAI_REPOSITORY_ID must be a domain name such as fontes.example.org, not "${id}"`);
  return id;
}

/** The address in "Name <address>" or the address alone. */
const mailAddress = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const proxied = trustProxy(env.TRUST_PROXY);
  const url = publicUrl(env.PUBLIC_URL, `http://${host}:${port}`, proxied !== false);
  const mailFrom = env.MAIL_FROM || 'Fontes <noreply@localhost>';
  return {
    port,
    host,
    // Relative to where `npm …` was run (INIT_CWD), not to the workspace npm switches into.
    dataDir: resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    publicUrl: url,
    trustProxy: proxied,
    serveSourceMaps: flag(env.SERVE_SOURCE_MAPS, 'SERVE_SOURCE_MAPS'),
    maxUploadMb: integer(env.MAX_UPLOAD_MB, 100, 'MAX_UPLOAD_MB'),
    iiifCacheBytes: integer(env.IIIF_CACHE_MB, 1024, 'IIIF_CACHE_MB') * 1024 * 1024,
    iiifMaxInputPixels: integer(env.IIIF_MAX_INPUT_MEGAPIXELS, 250, 'IIIF_MAX_INPUT_MEGAPIXELS') * 1_000_000,
    iiifImportTimeoutMs: integer(env.IIIF_IMPORT_TIMEOUT_SECONDS, 10, 'IIIF_IMPORT_TIMEOUT_SECONDS') * 1000,
    iiifImportPrivate: flag(env.IIIF_IMPORT_PRIVATE, 'IIIF_IMPORT_PRIVATE'),
    iiifImageSources: imageSources(env.IIIF_IMAGE_SOURCES),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 1200, 'RATE_LIMIT_PER_MINUTE'),
    logLevel: env.LOG_LEVEL || 'info',
    oaiRepositoryId: repositoryId(env.OAI_REPOSITORY_ID, url),
    oaiAdminEmail: env.OAI_ADMIN_EMAIL || mailAddress(mailFrom),
  };
}
