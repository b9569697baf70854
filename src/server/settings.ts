import { isIP } from 'node:net';

/** Typed settings read once from the environment and validated at boot (DESIGN §3, SPEC §6 flags). */
export type Settings = {
  /** TCP port of the HTTP server. */
  port: number;
  /** Interface to bind. */
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PostgreSQL connections kept per instance. */
  databasePoolSize: number;
  /** Data directory of the embedded PGlite database (`memory://` for tests). */
  pgliteDir: string;
  /** Redis connection string for shared counters, throttling and session revocation. */
  redisUrl: string | null;
  /**
   * Prefix of this deployment's keys and broadcast channels in Redis: two deployments sharing one
   * Redis must have different ones, or they read and drop each other's cached answers.
   */
  cachePrefix: string;
  /** Tenant code used when the Host header matches no institution. */
  defaultInstitution: string;
  /** SPEC §6: single sign-on entry hidden when true. */
  ssoDisabled: boolean;
  /** SPEC §6: parent news category shown on the news page, when set. */
  parentNewsCategory: string | null;
  /** SPEC §6: maintenance mode. */
  maintenanceMode: boolean;
  /** SPEC §6: legacy survey module. */
  legacySurvey: boolean;
  /** SPEC §6: test mode (relaxed registration windows, demo banners). */
  testMode: boolean;
  /** Session lifetime in minutes. */
  sessionTtlMinutes: number;
  /** Public origin used for SSO redirect URIs and calendar subscription links. */
  publicUrl: string;
  /** Serve the built client from dist/client. */
  serveClient: boolean;
  /** Fastify log level. */
  logLevel: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and protocol: false (default,
   * the socket's peer is the client), true (any), a hop count, or a list of addresses/CIDRs, as
   * Fastify's `trustProxy`. X-Forwarded-Host is never used for URLs, whatever this says.
   */
  trustProxy: boolean | number | string[];
  /** SMTP server every mail goes through (smtp: or smtps:, credentials in the URL); null: mail goes to the outbox. */
  smtpUrl: string | null;
  /** Sender of every mail: an address, or `Name <address>`. */
  mailFrom: string;
  /** Directory where mail is written as .eml files when there is no SMTP server. */
  mailOutboxDir: string;
  /** The outbox viewer (/api/dev/outbox) answers: NODE_ENV is not production. */
  canViewOutbox: boolean;
  /**
   * The API documentation (/api/docs, /api/docs/json) is served: `API_DOCS`, by default on unless
   * NODE_ENV is production (it lists every route and body a caller could try).
   */
  apiDocs: boolean;
  /**
   * Directory of the uploaded-file store (content addressed, `<dir>/ab/cd/<sha256>`). Several
   * instances must share it (one volume), as they share the database.
   */
  fileStoreDir: string;
};

type Env = Record<string, string | undefined>;

/** A bad environment value stops start-up with a message naming the variable. */
export class SettingsError extends Error {}

const readBool = ({ env, name, fallback }: { env: Env; name: string; fallback: boolean }) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new SettingsError(`${name} must be true or false, got "${raw}"`);
};

const readCachePrefix = (env: Env) => {
  const prefix = env.CACHE_PREFIX || 'unigate:';
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(prefix)) {
    throw new SettingsError(`CACHE_PREFIX must be 1 to 64 letters, digits or . _ : -, got "${prefix}"`);
  }
  return prefix;
};

const readInt = ({
  env,
  name,
  fallback,
  min,
  max,
}: {
  env: Env;
  name: string;
  fallback: number;
  min: number;
  max: number;
}) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

const readUrl = ({ env, name, protocols }: { env: Env; name: string; protocols: string[] }) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new SettingsError(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
};

/** `address@domain` or `Name <address@domain>`, one line (a line break would forge headers). */
const readMailFrom = (env: Env) => {
  const from = (env.MAIL_FROM ?? '').trim() || 'Unigate <no-reply@unigate.localhost>';
  if (!/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(from)) {
    throw new SettingsError(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  }
  return from;
};

/** A directory path: not blank, no control characters (a NUL would cut the path short). */
const readDir = ({ env, name, fallback }: { env: Env; name: string; fallback: string }) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw.trim() === '' || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw new SettingsError(`${name} must be a directory path without control characters, got "${raw}"`);
  }
  return raw;
};

/** proxy-addr's names for ranges, accepted by Fastify's trustProxy beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // 10.0.0.0/255.0.0.0 (a netmask) or 10.0.0.0/8 (a prefix length).
  if (isIP(prefix) === 4) return family === 4;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const readTrustProxy = (env: Env): Settings['trustProxy'] => {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '') return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return readInt({ env, name: 'TRUST_PROXY', fallback: 0, min: 1, max: 100 });
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new SettingsError(
      `TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDRs, got "${bad}"`,
    );
  }
  return entries;
};

/** Reads and validates every setting; throws SettingsError naming the first bad variable. */
export const readSettings = (env: Env = process.env): Settings => {
  const port = readInt({ env, name: 'PORT', fallback: 3000, min: 0, max: 65535 });
  const institution = env.UNIGATE_INSTITUTION || 'unigate';
  if (!/^[a-z][a-z0-9-]*$/.test(institution)) {
    throw new SettingsError(
      `UNIGATE_INSTITUTION must be a tenant code (lowercase letters, digits, -), got "${institution}"`,
    );
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new SettingsError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`,
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: readUrl({ env, name: 'DATABASE_URL', protocols: ['postgres:', 'postgresql:'] }),
    databasePoolSize: readInt({ env, name: 'DATABASE_POOL_SIZE', fallback: 20, min: 1, max: 1000 }),
    pgliteDir: env.PGLITE_DIR || './data/pglite',
    redisUrl: readUrl({ env, name: 'REDIS_URL', protocols: ['redis:', 'rediss:'] }),
    cachePrefix: readCachePrefix(env),
    defaultInstitution: institution,
    ssoDisabled: readBool({ env, name: 'SSO_DISABLED', fallback: true }),
    parentNewsCategory: env.PARENT_NEWS_CATEGORY || null,
    maintenanceMode: readBool({ env, name: 'MAINTENANCE_MODE', fallback: false }),
    legacySurvey: readBool({ env, name: 'LEGACY_SURVEY', fallback: false }),
    testMode: readBool({ env, name: 'TEST_MODE', fallback: false }),
    sessionTtlMinutes: readInt({
      env,
      name: 'SESSION_TTL_MINUTES',
      fallback: 720,
      min: 1,
      max: 60 * 24 * 30,
    }),
    publicUrl:
      readUrl({ env, name: 'PUBLIC_URL', protocols: ['http:', 'https:'] }) ?? `http://localhost:${port}`,
    serveClient: readBool({ env, name: 'SERVE_CLIENT', fallback: true }),
    logLevel,
    trustProxy: readTrustProxy(env),
    smtpUrl: readUrl({ env, name: 'SMTP_URL', protocols: ['smtp:', 'smtps:'] }),
    mailFrom: readMailFrom(env),
    mailOutboxDir: env.MAIL_OUTBOX_DIR || './data/outbox',
    canViewOutbox: env.NODE_ENV !== 'production',
    apiDocs: readBool({ env, name: 'API_DOCS', fallback: env.NODE_ENV !== 'production' }),
    fileStoreDir: readDir({ env, name: 'FILE_STORE_DIR', fallback: './data/files' }),
  };
};
