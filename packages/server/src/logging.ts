import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go (standard output unless given): one JSON line per call. */
export interface LogDestination {
  write(line: string): void;
}

interface LoggableError {
  type: string;
  message: string;
  stack: string;
  [property: string]: unknown;
}

/**
 * No secret in any log line: errors are logged through an allowlist (a failed query's parameters and a
 * database error's `detail` carry the row's values, a password hash among them), known fields and
 * headers are redacted, and secrets with a recognisable shape are cut out of every message and stack.
 */

// Secrets that have a recognisable shape, wherever they turn up in a text.
const SECRET_SHAPES: [RegExp, string][] = [
  // An argon2 hash runs to the next blank: its parameters contain commas.
  [/\$argon2(?:id|i|d)\$[^\s'"]+/g, '[redacted]'],
  // Credentials in a URL (SMTP_URL, DATABASE_URL): the user name stays, the password goes.
  [/\b([a-z][\w+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, '$1[redacted]@'],
  // Verification and reset links carry their token in the path.
  [/(\/auth\/(?:verify|reset)\/)[^\s'"?#]+/g, '$1…'],
  [/\b(Bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]'],
];

export function withoutSecrets(text: string): string {
  return SECRET_SHAPES.reduce((t, [shape, replacement]) => t.replace(shape, replacement), text);
}

// Properties of errors that name things (SQLSTATE, constraint, system call, SMTP command), never values.
const NAMING_PROPERTIES = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'command',
  'responseCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
const MAX_CAUSES = 5;

// A failed statement's text can run to megabytes (a long list inserted at once): a line keeps its start.
const MAX_ERROR_TEXT = 2_000;

function shortened(text: string): string {
  return text.length <= MAX_ERROR_TEXT
    ? text
    : `${text.slice(0, MAX_ERROR_TEXT)}… (${text.length - MAX_ERROR_TEXT} characters more)`;
}

/** Drizzle's failed-query message ends with the query's parameters: the query stays, its values go. */
function loggableMessage(error: Error): string {
  return shortened(withoutSecrets(String(error.message).replace(/\nparams: [\s\S]*$/, '')));
}

/** Type, message, stack, naming properties and causes of an error; nothing else it may carry. */
export function loggableError(error: unknown, depth = 0): LoggableError {
  // Anything else thrown is logged by its type only: its properties may be anything.
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const properties = error as unknown as Record<string, unknown>;
  // A GraphQL error around a resolver's error: that error, and the field path that says which resolver.
  if (properties.originalError instanceof Error) {
    const path = Array.isArray(properties.path) ? properties.path.join('.') : undefined;
    return { ...loggableError(properties.originalError, depth + 1), path };
  }
  const message = loggableMessage(error);
  const entry: LoggableError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: shortened(withoutSecrets(String(error.stack ?? '').replace(error.message, () => message))),
  };
  for (const key of NAMING_PROPERTIES) {
    const value = properties[key];
    if (typeof value === 'string' || typeof value === 'number') entry[key] = withoutSecrets(String(value));
  }
  if (depth >= MAX_CAUSES) return entry;
  if (error.cause) entry.cause = loggableError(error.cause, depth + 1);
  if (error instanceof AggregateError)
    entry.errors = error.errors.slice(0, MAX_CAUSES).map((e) => loggableError(e, depth + 1));
  return entry;
}

// Fields that hold a secret by name, at the top of a log object or inside the objects named below.
// Named rather than wildcard paths: pino's wildcards cost ten times as much per line.
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'password_hash',
  'token',
  'token_hash',
  'hash',
  'link',
  'links',
  'params',
  'variables',
  'smtpUrl',
  'databaseUrl',
];
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-xsrf-token'];
const REDACT_PATHS = [
  ...['', 'user.', 'input.', 'config.'].flatMap((at) => SECRET_FIELDS.map((field) => `${at}${field}`)),
  ...['req.headers', 'res.headers', 'headers'].flatMap((at) =>
    SECRET_HEADERS.map((header) => `${at}["${header}"]`),
  ),
];

/**
 * An error logged as the first argument (`log.error(error)`) gets its message as the line's text, where
 * no serializer sees it: it is logged as `err` with its loggable message instead; every text is cleaned.
 */
function loggableArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args.map((a) => (typeof a === 'string' ? withoutSecrets(a) : a));
  if (first instanceof Error) return [{ err: first }, ...(rest.length ? rest : [loggableMessage(first)])];
  const err = (first as { err?: unknown } | null)?.err;
  if (err instanceof Error && typeof rest[0] !== 'string') return [first, loggableMessage(err)];
  return [first, ...rest];
}

/** Fastify's (pino's) logger options: the safe error serializer, redaction, cleaned messages. */
export function loggerOptions(level: string, stream?: LogDestination): LoggerOptions {
  return {
    level,
    stream,
    serializers: { err: loggableError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, loggableArguments(args) as Parameters<typeof method>);
      },
    },
  };
}

/** Yoga's logger as pino's: an error as `err` (message and stack kept), not an array pino empties. */
export function yogaLogging(log: FastifyBaseLogger) {
  const write =
    (level: 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      // Anything else thrown is logged by its type: its properties may be anything.
      const logged =
        typeof first === 'string' || first instanceof Error
          ? args
          : [{ err: first }, 'a value that is not an Error was thrown', ...rest];
      (log[level] as (...a: unknown[]) => void)(...logged);
    };
  return { debug: () => {}, info: () => {}, warn: write('warn'), error: write('error') };
}
