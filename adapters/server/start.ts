import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import type { FastifyInstance } from 'fastify'
import { closeDraining } from '#server-kit/drain'
import type { LogLevel } from '#server-kit/logging'
import type { ServerMetrics } from '#server-kit/metrics'
import { resolveAuthSecret } from '../auth/tokens'
import { ensureAdmin } from '../cms/admin-users'
import {
  createPreviewClient,
  createPublicClient,
  createWriteClient,
  type ContentStoreConfig,
} from '../cms/content-store'
import { buildPassThroughApp } from '../php/pass-through'
import { buildApiApp } from './app'
import { createCareersMailer } from './careers/careers-mailer'
import type { ApiConfig } from './config'
import { createQuoteMailer } from './quotes/quote-mailer'
import type { ApiDependencies } from './dependencies'
import { HomeListCache } from './routes/home-list-cache'
import type { SiteSource } from './site/page-source'
import type { SiteConfig } from '#contract/site-renderer'
import { publicSiteOrigin } from './site/site-origin'
import { siteRoutes, type SitePreviewSetup, type SiteRoutes } from './site/site-routes'
import { createUploadTempDir } from './uploads/multipart'
import { startRetentionSweep, type RetentionSweep } from './privacy/retention'
import { resumeDirIn } from './privacy/resume-files'

export interface ApiServer {
  app: FastifyInstance
  /** Where it answers, e.g. http://127.0.0.1:3000 (the API is under /api). */
  url: string
  mode: 'cms' | 'pass-through'
  close(): Promise<void>
}

export interface StartApiOptions {
  /** The content store (required unless the config passes everything through to PHP). */
  store?: ContentStoreConfig
  /** LOG_LEVEL (JSON lines on stdout); tests leave it out: no logs. */
  logLevel?: LogLevel
  /** A clock for tests (token expiry, lockout). */
  now?: () => Date
  /**
   * Serve the public site on the same port: a build of web/ (`{ build }`), or under `npm run dev`
   * Vite's dev server (`{ dev }`, started with the server).
   */
  site?: SiteSource
}

/** Builds and starts the API on `config.host:config.port` (0 picks a free port). */
export async function startApiServer(
  config: ApiConfig,
  options: StartApiOptions = {},
): Promise<ApiServer> {
  const appOptions = {
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    logLevel: options.logLevel,
  }
  if (config.legacyPhpUrl) {
    // The admin calls go to the PHP backend; the public site, when served, still reads the CMS.
    let site: SiteRoutes | null = null
    const store = options.store
    // quote.php is ours in both modes (docs/decisions/014): over the content store when there is one.
    const quoteMailer = store ? quoteMailerFor(config) : null
    // So are the shipment routes (docs/decisions/015); admin tokens are PHP's here: the API key only.
    const now = options.now ?? (() => new Date())
    const app = buildPassThroughApp(config.legacyPhpUrl, {
      ...appOptions,
      quotes: store
        ? {
            client: createWriteClient(store),
            quoteMailer,
            now,
            config,
          }
        : null,
      shipments: store ? { client: createWriteClient(store), secret: null, now, config } : null,
      site:
        options.site && store
          ? (root) => {
              site = serveSite(root, config, store, options.site!)
            }
          : undefined,
    })
    let retention: RetentionSweep | null = null
    const server = await listen(app, config, 'pass-through', async () => {
      await retention?.stop()
      quoteMailer?.close()
      site?.close()
    })
    // Quote requests stored here are ours to delete in time (applications are PHP's here).
    if (store) retention = retentionSweep(app, config, createWriteClient(store), now)
    return server
  }
  if (!options.store)
    throw new Error('startApiServer needs a content store unless LEGACY_PHP_URL is set')
  const deps = await createDependencies(config, options.store, options.now)
  const store = options.store
  // The embedded lake is reached by browsers through the site's /lake, on the page's own origin.
  if (options.site && !store.hosted) {
    deps.publicCdnBase = (request) => `${publicSiteOrigin(config, request)}/lake`
  }
  let site: SiteRoutes | null = null
  const app = buildApiApp(deps, {
    logLevel: options.logLevel,
    site: options.site
      ? (root, metrics) => {
          site = serveSite(root, config, store, options.site!, metrics)
        }
      : undefined,
  })
  let retention: RetentionSweep | null = null
  const server = await listen(app, config, 'cms', async () => {
    await retention?.stop()
    deps.homeList.close()
    deps.mailer?.close()
    deps.quoteMailer?.close()
    site?.close()
  })
  retention = retentionSweep(app, config, deps.client, deps.now)
  return server
}

/** Retention (docs/decisions/017): a sweep now and every 24 h, reported in the server's log. */
function retentionSweep(
  app: FastifyInstance,
  config: ApiConfig,
  client: SanityClient,
  now: () => Date,
): RetentionSweep {
  return startRetentionSweep({
    client,
    resumeDir: resumeDirIn(config.privateFilesDir),
    retentionDays: config.retentionDays,
    now,
    log: app.log,
  })
}

/** The public site on `root`: pages rendered from the content store, cached until it changes. */
function serveSite(
  root: FastifyInstance,
  config: ApiConfig,
  store: ContentStoreConfig,
  source: SiteSource,
  metrics?: ServerMetrics,
): SiteRoutes {
  const origin = config.siteUrl ?? `http://localhost:${config.port}`
  return siteRoutes(root, {
    source,
    origin,
    ...siteContentLocations(store, origin),
    client: createPublicClient(store),
    redirectAllowedOrigins: config.redirectAllowedOrigins,
    preview: previewSetup(config, store),
    warmUp: config.warmUp,
    metrics,
  })
}

/** What preview mode needs (docs/decisions/030), or undefined without a read token. */
function previewSetup(config: ApiConfig, store: ContentStoreConfig): SitePreviewSetup | undefined {
  const client = createPreviewClient(store)
  if (!client || !store.readToken) return undefined
  const key = resolveAuthSecret(config.dataDir, { AUTH_SECRET: config.authSecret })
  return { client, token: store.readToken, key }
}

/** Everything the CMS routes need; creates or updates the ADMIN_EMAIL admin. */
export async function createDependencies(
  config: ApiConfig,
  store: ContentStoreConfig,
  now: () => Date = () => new Date(),
): Promise<ApiDependencies> {
  const client = createWriteClient(store)
  const secret = resolveAuthSecret(config.dataDir, { AUTH_SECRET: config.authSecret })
  if (config.adminEmail && config.adminPassword) {
    const { user, action } = await ensureAdmin(client, config.adminEmail, config.adminPassword, {
      now: now(),
    })
    if (action !== 'unchanged') console.log(`[api] admin ${user.email} ${action}`)
  }
  const homeList = new HomeListCache(client)
  homeList.follow()
  return {
    config,
    store,
    client,
    secret,
    uploadTempDir: createUploadTempDir(path.join(config.dataDir, 'tmp', 'uploads')),
    resumeDir: resumeDirIn(config.privateFilesDir),
    homeList,
    mailer:
      config.smtpUrl && config.careersMailTo
        ? createCareersMailer({
            smtpUrl: config.smtpUrl,
            to: config.careersMailTo,
            from: config.careersMailFrom,
          })
        : null,
    quoteMailer: quoteMailerFor(config),
    now,
  }
}

/** The sales mailer when SMTP_URL and SALES_MAIL_TO are both set. */
function quoteMailerFor(config: ApiConfig) {
  return config.smtpUrl && config.salesMailTo
    ? createQuoteMailer({ smtpUrl: config.smtpUrl, to: config.salesMailTo })
    : null
}

async function listen(
  app: FastifyInstance,
  config: ApiConfig,
  mode: ApiServer['mode'],
  cleanup: () => Promise<void>,
): Promise<ApiServer> {
  await app.listen({ host: config.host, port: config.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host
  return {
    app,
    url: `http://${host}:${port}`,
    mode,
    async close() {
      // Streams end first (their browsers reconnect elsewhere), then requests in flight finish.
      await cleanup()
      await closeDraining(app)
    },
  }
}

/**
 * Where browsers and the server renderer read public content. The embedded lake's public reads
 * are served on the site's own origin under /lake (the lake itself listens on loopback only);
 * a hosted project is read from Sanity's API CDN and asset CDN directly.
 */
export function siteContentLocations(
  store: ContentStoreConfig,
  siteUrl: string,
): {
  publicContent: SiteConfig
  serverQueryUrl: string
  lakeUrl?: string
} {
  const queryPath = `/v${store.apiVersion}/data/query/${store.dataset}`
  const base = {
    projectId: store.projectId,
    dataset: store.dataset,
    apiVersion: store.apiVersion,
    siteUrl,
  }
  if (store.hosted) {
    const queryUrl = `https://${store.projectId}.apicdn.sanity.io${queryPath}`
    return {
      publicContent: { ...base, queryUrl, cdnBase: 'https://cdn.sanity.io' },
      serverQueryUrl: queryUrl,
    }
  }
  return {
    publicContent: { ...base, queryUrl: `/lake${queryPath}`, cdnBase: '/lake' },
    serverQueryUrl: `${store.apiHost}${queryPath}`,
    lakeUrl: store.apiHost,
  }
}
