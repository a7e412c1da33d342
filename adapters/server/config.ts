import path from 'node:path'
import { z } from 'zod'
import { LOG_LEVELS, type LogLevel } from '#server-kit/logging'
import { parseTrustProxy, type TrustProxy } from '#server-kit/trust-proxy'
import { allowedOriginsSchema } from '#schemas/lib/redirect-target'
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../contract/time-zone'

/**
 * The adapters server's configuration, parsed once from the environment (documented in README and
 * .env.example). Everything here is server-side: none of it ever reaches the browser.
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

const apiEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; `localhost` answers on 127.0.0.1 and ::1. */
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Résumés and other private files (default DATA_DIR/private); one shared folder for replicas. */
  PRIVATE_FILES_DIR: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  AUTH_SECRET: optionalString,
  /** Forward every legacy call to `${LEGACY_PHP_URL}/<name>.php` instead of the CMS. */
  LEGACY_PHP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  CAREERS_MAIL_TO: optionalString.pipe(z.email().optional()),
  CAREERS_MAIL_FROM: optionalString.pipe(z.email().optional()),
  /** Applications accepted per client IP per hour (anti-automation, ASVS 2.4.1). */
  CAREERS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** The sales mailbox quote requests are mailed to (with SMTP_URL). */
  SALES_MAIL_TO: optionalString.pipe(z.email().optional()),
  /** Quote requests accepted per client IP per hour (issue 13). */
  QUOTE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * The transport system's key for PUT /api/shipments/… (`Authorization: Bearer <key>`); unset,
   * only admin tokens may write shipments. Long enough that guessing it is hopeless.
   */
  SHIPMENTS_API_KEY: optionalString.pipe(
    z.string().min(24, 'Use at least 24 characters').optional(),
  ),
  /**
   * Quote requests and job applications older than this many days are deleted with their résumé
   * files (issue 13, docs/decisions/017): at start and every 24 h.
   */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * 1: after start, the server renders every public page into the page cache, then makes the
   * images their first screens preload, while it already takes requests; a change's pages are
   * rendered again after it (ADR 038). 0 turns the warm-up off.
   */
  WARM_UP: z.enum(['0', '1'], { message: 'Use 1 (on) or 0 (off)' }).default('1'),
  /** Lookups of GET /api/track/{number} per client IP per minute (numbers are not enumerable). */
  TRACK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`: `true`, a hop count, or a
   * comma-separated list of addresses/CIDRs). Unset: the socket address is the client IP, so a
   * spoofed header cannot dodge the login lockout (research A3).
   */
  TRUST_PROXY: optionalString,
  /** The site's public origin, for canonical URLs and the sitemap (default http://localhost:PORT). */
  SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Browser origins allowed to call /api cross-origin (exact match, comma separated). */
  API_CORS_ORIGINS: z.string().default(''),
  /**
   * Other sites a redirect document may send visitors to (comma separated http(s) origins);
   * unset: only paths of this site. The lake reads the same variable (docs/decisions/026).
   */
  REDIRECT_ALLOWED_ORIGINS: allowedOriginsSchema,
  /**
   * The company's time zone (IANA name): the inboxes' screen and CSV export show times in it
   * (docs/decisions/035).
   */
  /** Lets a scraper elsewhere read /metrics (`Authorization: Bearer …`); loopback needs none. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** JSON log lines on stdout from this level up (server-kit/logging.ts); `silent`: none. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SITE_TIME_ZONE: optionalString
    .transform((value) => value ?? DEFAULT_SITE_TIME_ZONE)
    .pipe(
      z.string().refine(isTimeZone, {
        error: 'Use an IANA time zone name such as Asia/Dubai or Europe/London',
      }),
    ),
})

export interface ApiConfig {
  port: number
  host: string
  dataDir: string
  /** PRIVATE_FILES_DIR: where résumés are kept (DATA_DIR/private unless set). */
  privateFilesDir: string
  adminEmail?: string
  adminPassword?: string
  authSecret?: string
  legacyPhpUrl?: string
  smtpUrl?: string
  careersMailTo?: string
  careersMailFrom?: string
  careersRateLimitPerHour: number
  salesMailTo?: string
  quoteRateLimitPerHour: number
  /** Days quote requests and applications are kept (RETENTION_DAYS). */
  retentionDays: number
  /** WARM_UP: render every page into the page cache after start and after changes (ADR 038). */
  warmUp: boolean
  shipmentsApiKey?: string
  trackRateLimitPerMinute: number
  trustProxy: TrustProxy
  corsOrigins: string[]
  siteUrl?: string
  /** Origins the site's redirects may lead to besides its own paths (normalised). */
  redirectAllowedOrigins: string[]
  /** The company's time zone (SITE_TIME_ZONE): inbox times are shown and exported in it. */
  siteTimeZone: string
  /** METRICS_TOKEN: who else may read /metrics. */
  metricsToken?: string
  /** LOG_LEVEL: what `npm start` logs (startApiServer's `logLevel`). */
  logLevel: LogLevel
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid server configuration:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD together (or neither)')
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    privateFilesDir: path.resolve(e.PRIVATE_FILES_DIR ?? path.join(e.DATA_DIR, 'private')),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    legacyPhpUrl: e.LEGACY_PHP_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    careersMailTo: e.CAREERS_MAIL_TO,
    careersMailFrom: e.CAREERS_MAIL_FROM,
    careersRateLimitPerHour: e.CAREERS_RATE_LIMIT,
    salesMailTo: e.SALES_MAIL_TO,
    quoteRateLimitPerHour: e.QUOTE_RATE_LIMIT_PER_HOUR,
    retentionDays: e.RETENTION_DAYS,
    warmUp: e.WARM_UP === '1',
    shipmentsApiKey: e.SHIPMENTS_API_KEY,
    trackRateLimitPerMinute: e.TRACK_RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    corsOrigins: e.API_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redirectAllowedOrigins: e.REDIRECT_ALLOWED_ORIGINS,
    siteTimeZone: e.SITE_TIME_ZONE,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
  }
}
