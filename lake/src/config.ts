import path from 'node:path'
import { LOG_LEVELS, type LogLevel } from '#server-kit/logging'
import { parseTrustProxy, type TrustProxy } from '#server-kit/trust-proxy'
import { z } from 'zod'
import { httpOriginOf } from '#schemas/lib/preview-site'
import { allowedOriginsSchema } from '#schemas/lib/redirect-target'
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './streams/stream-hub'

/**
 * The lake's configuration, parsed once from the environment (the same variables that point the
 * rest of the code at a hosted Sanity project, see .env.example).
 */
const lakeEnvSchema = z.object({
  LAKE_PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  LAKE_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and dashes')
    .default('local'),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name')
    .default('production'),
  /** Extra datasets served besides SANITY_DATASET, comma separated. */
  LAKE_EXTRA_DATASETS: z.string().default(''),
  SANITY_READ_TOKEN: z.string().min(16).optional(),
  SANITY_WRITE_TOKEN: z.string().min(16).optional(),
  /** Lets a scraper elsewhere read /metrics (`Authorization: Bearer …`); loopback needs none. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** JSON log lines on stdout from this level up (server-kit/logging.ts). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * The proxies whose X-Forwarded-For is believed (as the site's TRUST_PROXY, the same variable):
   * behind nginx, the Studio's logins, stream caps and /metrics see the editor's address.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * The Studio's public origin when a proxy serves it (README "Deploying"), e.g.
   * https://studio.example.com: its login page's links, CSRF check and return address.
   */
  STUDIO_PUBLIC_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Browser origins allowed to call the lake (comma separated). */
  LAKE_CORS_ORIGINS: z
    .string()
    .default(
      'http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173,http://localhost:3335,http://127.0.0.1:3335',
    ),
  /**
   * Other sites a published redirect may lead to (comma separated http(s) origins); unset: only
   * paths of this site (docs/decisions/026). The site reads the same variable.
   */
  REDIRECT_ALLOWED_ORIGINS: allowedOriginsSchema,
  /**
   * Origins the Studio is also served from, where its login may send the one-time code (comma
   * separated bare http(s) origins). The served Studio's own origin, and under `npm run dev` the
   * dev server, are always included; CORS origins never are (docs/decisions/027).
   */
  STUDIO_ORIGINS: allowedOriginsSchema,
  /**
   * The public site (the site server reads the same variable): the page the Studio's
   * Presentation tool shows beside the editor (docs/decisions/031). Unset: whatever started the
   * lake names it once the site listens (npm start), or the Studio's default.
   */
  SITE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined
      const origin = httpOriginOf(value.trim())
      if (origin) return origin
      ctx.addIssue({ code: 'custom', message: 'an http(s) address, e.g. https://www.example.com' })
      return z.NEVER
    }),
  /** The Studio's origin: HTTPS with HTTP/2 (the Studio's listeners need more than six streams). */
  LAKE_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(3334),
  /** PEM files of the Studio origin's certificate; unset: one is generated into DATA_DIR/tls. */
  LAKE_TLS_CERT: z.string().min(1).optional(),
  LAKE_TLS_KEY: z.string().min(1).optional(),
  /** Extra host names (or addresses) the generated certificate covers, comma separated. */
  LAKE_TLS_HOSTS: z.string().default(''),
  LAKE_JSON_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  LAKE_ASSET_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** Byte budget of the on-disk image transform cache (DATA_DIR/cache/images), LRU-evicted. */
  LAKE_IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(256 * 1024 * 1024),
  /** Largest output of one image transform in pixels (width x height x frames); larger is scaled down. */
  LAKE_TRANSFORM_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Largest output side of one image transform in pixels; larger is scaled down. */
  LAKE_TRANSFORM_MAX_DIMENSION: z.coerce.number().int().positive().max(16383).default(8192),
  /** Image transforms rendered at the same time; the others wait in a queue. */
  LAKE_TRANSFORM_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Image transforms allowed to wait for a render slot; past it the CDN answers 503. */
  LAKE_TRANSFORM_QUEUE_MAX: z.coerce.number().int().min(0).default(64),
  /** How long an image transform may wait for a render slot before the CDN answers 503. */
  LAKE_TRANSFORM_QUEUE_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** GROQ limits (README "Query limits"): deadlines in ms, sizes in bytes. */
  LAKE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  LAKE_QUERY_TIMEOUT_MS_ANONYMOUS: z.coerce.number().int().positive().default(2_000),
  LAKE_QUERY_MAX_RESULT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  LAKE_QUERY_MAX_RESULT_BYTES_ANONYMOUS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024),
  /** Query text plus JSON parameters, anonymous callers (others: LAKE_JSON_MAX_BYTES). */
  LAKE_QUERY_MAX_INPUT_BYTES_ANONYMOUS: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Worker threads evaluating queries that are not cheap by construction (0: all inline). */
  LAKE_QUERY_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  /** V8 old-generation heap of each query worker, in MB: a query needing more is refused. */
  LAKE_QUERY_WORKER_HEAP_MB: z.coerce.number().int().min(64).default(256),
  /** Queries waiting for a worker, per lane (anonymous / token and Studio users); beyond: 503. */
  LAKE_QUERY_QUEUE_MAX: z.coerce.number().int().min(0).default(32),
  /** Byte budget of the GROQ result cache (LRU). */
  LAKE_QUERY_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(8 * 1024 * 1024),
  /** Event streams (listen): caps, byte budget and access re-check (README "Event streams"). */
  LAKE_MAX_STREAMS: z.coerce.number().int().positive().default(DEFAULT_STREAM_LIMITS.maxStreams),
  LAKE_MAX_STREAMS_PER_USER: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_STREAM_LIMITS.maxPerUser),
  LAKE_MAX_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_STREAM_LIMITS.maxPerAddress),
  LAKE_STREAM_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_STREAM_LIMITS.maxBufferedBytes),
  LAKE_STREAM_STALL_MS: z.coerce.number().int().positive().default(DEFAULT_STREAM_LIMITS.stallMs),
  LAKE_STREAM_ACCESS_CHECK_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_STREAM_LIMITS.accessCheckMs),
  /** Transactions per dataset the live events API can replay to a client that reconnects. */
  LAKE_LIVE_REPLAY_EVENTS: z.coerce.number().int().min(0).max(100_000).default(1000),
})

/**
 * Tags the replay window holds per dataset, whatever the number of transactions: a few imports of
 * thousands of documents each must not keep megabytes (each tag is about 40 bytes held).
 */
const LIVE_REPLAY_MAX_TAGS = 100_000

/** GROQ limits; the `Anonymous` ones apply to callers without a token or Studio session. */
export interface QueryConfig {
  timeoutMs: number
  timeoutMsAnonymous: number
  maxResultBytes: number
  maxResultBytesAnonymous: number
  maxInputBytesAnonymous: number
  workers: number
  workerHeapMb: number
  queueMax: number
  cacheBytes: number
}

export interface LakeConfig {
  port: number
  host: string
  dataDir: string
  projectId: string
  datasets: string[]
  readToken?: string
  writeToken?: string
  corsOrigins: string[]
  /** METRICS_TOKEN: who else may read /metrics. */
  metricsToken?: string
  /** LOG_LEVEL: what `npm run lake` and `npm start` log (startLakeServer's `logLevel`). */
  logLevel: LogLevel
  /** TRUST_PROXY, parsed. */
  trustProxy: TrustProxy
  /** STUDIO_PUBLIC_URL's origin: where editors open the Studio, when not the TLS listener's. */
  studioPublicOrigin?: string
  /** Origins named for the Studio (STUDIO_ORIGINS), normalised; its served origin is not listed. */
  studioOrigins: string[]
  /** Origins a published redirect may lead to besides this site's paths (normalised). */
  redirectAllowedOrigins: string[]
  /** The public site's origin (SITE_URL), which the Studio previews; see Lake.previewSite. */
  siteUrl?: string
  jsonMaxBytes: number
  assetMaxBytes: number
  /** Limits of the image CDN's transforms and of their on-disk cache. */
  imageTransforms: {
    cacheMaxBytes: number
    maxPixels: number
    maxDimension: number
    concurrency: number
    queueMax: number
    queueTimeoutMs: number
  }
  /** GROQ evaluation limits and result cache (lake/src/query). */
  query: QueryConfig
  /** Limits of long-lived event streams (lake/src/streams); the heartbeat is the server's. */
  streams: Omit<StreamLimits, 'heartbeatMs'>
  /** The live events' replay window (lake/src/live): transactions and tags kept per dataset. */
  live: { maxEntries: number; maxTags: number }
  tls: {
    port: number
    certFile?: string
    keyFile?: string
    /** Host names and addresses the generated certificate covers. */
    hosts: string[]
  }
}

export function lakeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  const parsed = lakeEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid lake configuration:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  const extra = splitList(e.LAKE_EXTRA_DATASETS)
  return {
    port: e.LAKE_PORT,
    host: e.LAKE_HOST,
    dataDir: path.resolve(e.DATA_DIR),
    projectId: e.SANITY_PROJECT_ID,
    datasets: [...new Set([e.SANITY_DATASET, ...extra])],
    readToken: e.SANITY_READ_TOKEN,
    writeToken: e.SANITY_WRITE_TOKEN,
    corsOrigins: splitList(e.LAKE_CORS_ORIGINS),
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    studioPublicOrigin: e.STUDIO_PUBLIC_URL ? new URL(e.STUDIO_PUBLIC_URL).origin : undefined,
    studioOrigins: e.STUDIO_ORIGINS,
    redirectAllowedOrigins: e.REDIRECT_ALLOWED_ORIGINS,
    siteUrl: e.SITE_URL,
    jsonMaxBytes: e.LAKE_JSON_MAX_BYTES,
    assetMaxBytes: e.LAKE_ASSET_MAX_BYTES,
    imageTransforms: {
      cacheMaxBytes: e.LAKE_IMAGE_CACHE_MAX_BYTES,
      maxPixels: e.LAKE_TRANSFORM_MAX_PIXELS,
      maxDimension: e.LAKE_TRANSFORM_MAX_DIMENSION,
      concurrency: e.LAKE_TRANSFORM_CONCURRENCY,
      queueMax: e.LAKE_TRANSFORM_QUEUE_MAX,
      queueTimeoutMs: e.LAKE_TRANSFORM_QUEUE_TIMEOUT_MS,
    },
    query: {
      timeoutMs: e.LAKE_QUERY_TIMEOUT_MS,
      timeoutMsAnonymous: e.LAKE_QUERY_TIMEOUT_MS_ANONYMOUS,
      maxResultBytes: e.LAKE_QUERY_MAX_RESULT_BYTES,
      maxResultBytesAnonymous: e.LAKE_QUERY_MAX_RESULT_BYTES_ANONYMOUS,
      maxInputBytesAnonymous: e.LAKE_QUERY_MAX_INPUT_BYTES_ANONYMOUS,
      workers: e.LAKE_QUERY_WORKERS,
      workerHeapMb: e.LAKE_QUERY_WORKER_HEAP_MB,
      queueMax: e.LAKE_QUERY_QUEUE_MAX,
      cacheBytes: e.LAKE_QUERY_CACHE_BYTES,
    },
    streams: {
      maxStreams: e.LAKE_MAX_STREAMS,
      maxPerUser: e.LAKE_MAX_STREAMS_PER_USER,
      maxPerAddress: e.LAKE_MAX_STREAMS_PER_ADDRESS,
      maxBufferedBytes: e.LAKE_STREAM_BUFFER_BYTES,
      stallMs: e.LAKE_STREAM_STALL_MS,
      accessCheckMs: e.LAKE_STREAM_ACCESS_CHECK_MS,
    },
    live: { maxEntries: e.LAKE_LIVE_REPLAY_EVENTS, maxTags: LIVE_REPLAY_MAX_TAGS },
    tls: {
      port: e.LAKE_TLS_PORT,
      certFile: e.LAKE_TLS_CERT,
      keyFile: e.LAKE_TLS_KEY,
      hosts: [
        ...new Set([
          'localhost',
          '127.0.0.1',
          '::1',
          // The Studio's default API host prepends the project id (research §5.2).
          `${e.SANITY_PROJECT_ID}.localhost`,
          ...splitList(e.LAKE_TLS_HOSTS),
        ]),
      ],
    },
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
