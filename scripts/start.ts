import './lib/load-env'
import {
  contentStoreConfigFromEnv,
  createWriteClient,
  type ContentStoreConfig,
} from '#adapters/cms/content-store'
import { apiConfigFromEnv } from '#adapters/server/config'
import type { SiteSource } from '#adapters/server/site/page-source'
import { loadSiteBuild } from '#adapters/server/site/site-build'
import { startApiServer } from '#adapters/server/start'
import { lakeConfigFromEnv } from '#lake/config'
import { startLakeServer, type LakeServer } from '#lake/server'
import { applyNewestHomeEntry } from '#adapters/cms/home-entries'
import { studioCredentialCheck } from '#adapters/auth/login'
import { rekeyLegacyAccounts } from '#adapters/cms/admin-user-ids'
import { ensureStudioBuild } from './lib/ensure-studio-build'
import { startStudioDevServer, studioDevServerOrigins } from './lib/studio-dev-server'
import { ensureWebBuild } from './lib/ensure-web-build'
import { createFirstAdminIfNone } from './lib/first-admin'
import { lakeStoreConfig } from './lib/lake-store'
import { runPrepareContent } from './lib/run-prepare-content'
import { backupConfigFromEnv } from './lib/backup/config'
import { startBackupSchedule } from './lib/backup/schedule'

/**
 * `npm start`: the embedded Content Lake with seeded content (an empty data directory is seeded
 * on first start) and, on PORT, the site and the API: the legacy /api/*.php calls over the lake,
 * or passed through to LEGACY_PHP_URL. With SANITY_API_HOST set, no lake starts: the site and
 * the API work over the hosted Sanity project.
 */
const apiConfig = apiConfigFromEnv()
// Parsed before anything starts, so a bad BACKUP_* value stops the start with its reason.
const backupConfig = backupConfigFromEnv()
// `npm run dev`: the site from Vite (hot module replacement), the Studio from `sanity dev`.
const devMode = process.argv.includes('--dev')
// `--no-studio`: no Studio at all (the lake's API still on LAKE_TLS_PORT); the dev-loop test.
const withStudio = !process.argv.includes('--no-studio')
let studioDev: { url: string; close(): Promise<void> } | null = null
const hosted = Boolean(process.env.SANITY_API_HOST)
let lake: LakeServer | null = null
let store: ContentStoreConfig | undefined

// The lake serves the public site's content, also when the admin calls pass through to PHP.
if (!hosted) {
  const config = lakeConfigFromEnv()
  // `npm run dev` serves the Studio from `sanity dev` (hot reload) instead of a build.
  const studioBuild =
    devMode || !withStudio
      ? null
      : await ensureStudioBuild({ projectId: config.projectId, dataset: config.datasets[0] })
  const studioDevPort = Number(process.env.STUDIO_DEV_PORT ?? 3335)
  lake = await startLakeServer(config, {
    publicUrl: process.env.LAKE_PUBLIC_URL,
    studio: {
      distDir: studioBuild?.dir ?? null,
      // The Studio's login sends editors back only to Studio origins: here, the dev server.
      devOrigins: devMode && withStudio ? studioDevServerOrigins(studioDevPort) : [],
    },
  })
  if (devMode && withStudio && lake.studioUrl) {
    studioDev = await startStudioDevServer({
      apiHost: lake.studioUrl,
      port: studioDevPort,
      projectId: config.projectId,
      dataset: config.datasets[0],
      // The site's port is fixed under npm run dev (PORT), so known before it listens.
      previewSite: apiConfig.siteUrl ?? `http://localhost:${apiConfig.port}`,
    })
  }
  const dataset = config.datasets[0]!
  store = lakeStoreConfig(lake, {
    apiVersion: process.env.SANITY_API_VERSION,
    cdnBase: process.env.LAKE_PUBLIC_URL,
  })
  const empty = lake.lake.store.count(dataset) === 0
  await runPrepareContent(store, empty)
  if (!empty) await applyHomeEntry(store)
  await rekeyAccounts(store)
  // Studio logins check the same accounts and lockout as the admin panel.
  lake.lake.credentials = studioCredentialCheck(createWriteClient(store))
} else if (hosted) {
  store = contentStoreConfigFromEnv()
  await rekeyAccounts(store)
  await applyHomeEntry(store)
}

/** The home page's last admin save becomes its hero and testimonial documents, once (ADR 034). */
async function applyHomeEntry(config: ContentStoreConfig): Promise<void> {
  if (await applyNewestHomeEntry(createWriteClient(config))) {
    console.log('Moved the newest admin home save into the hero slides and testimonials (ADR 034).')
  }
}

/** Accounts from when ids were e-mail hashes get random ids, before anyone logs in (ADR 027). */
async function rekeyAccounts(target: ContentStoreConfig): Promise<void> {
  const rekeyed = await rekeyLegacyAccounts(createWriteClient(target))
  if (rekeyed.length > 0) {
    console.log(`Gave ${rekeyed.length} account(s) random ids in place of e-mail hashes (ADR 027).`)
  }
}

let site: SiteSource | undefined
if (store && devMode) {
  // Vite starts with the server, on its port; nothing is built. Imported only here: a production
  // process never loads Vite (a chunk of its own in the server build).
  const { webDevServer } = await import('./lib/web-dev-server')
  site = { dev: webDevServer() }
} else if (store) {
  ensureWebBuild()
  site = { build: await loadSiteBuild() }
}
// A fresh machine gets a first admin, so /admin-login works right away (docs/decisions/008).
const firstAdmin =
  store && !apiConfig.legacyPhpUrl && !apiConfig.adminEmail
    ? await createFirstAdminIfNone(createWriteClient(store))
    : null

const api = await startApiServer(apiConfig, {
  store,
  site,
  logger: process.env.LOG_REQUESTS === '1',
})
// The Studio's Presentation tool shows the site: SITE_URL, else where it now listens (ADR 031).
if (lake) lake.lake.previewSite ??= api.url

const login = apiConfig.legacyPhpUrl
  ? `${api.url}/admin-login, with an admin of the PHP backend`
  : apiConfig.adminEmail
    ? `${api.url}/admin-login as ${apiConfig.adminEmail} (ADMIN_EMAIL / ADMIN_PASSWORD)`
    : firstAdmin
      ? `${api.url}/admin-login as ${firstAdmin.email}, password ${firstAdmin.password}
                 (created on this first start and shown only now; change it with
                 npm run admin -- set-password --email ${firstAdmin.email})`
      : `${api.url}/admin-login (admins: npm run admin -- list)`
console.log(`
  Site and API   ${api.url}   (API under ${api.url}/api/, ${api.mode === 'cms' ? 'over the content store' : `passed through to ${apiConfig.legacyPhpUrl}`})
  Admin          ${login}
${
  site && 'dev' in site
    ? `  Dev            pages and modules from Vite (web/src): an edit shows in open pages (hot module
                 replacement); a change to server code restarts the process
`
    : ''
}${
  lake?.studioUrl && withStudio
    ? `  Studio         ${studioDev ? `${studioDev.url}/ (hot reload; API on ${lake.studioUrl})` : `${lake.studioUrl}/`}   (content editors: log in with an account from
                 npm run admin -- create --role editor; admins log in with their admin account.
                 HTTPS with a local certificate: trust ${lake.tlsCaFile ?? 'LAKE_TLS_CERT'} once, see README)
`
    : ''
}${
  lake
    ? `  Content Lake   ${lake.url}   (project "${lake.lake.config.projectId}", dataset "${lake.lake.config.datasets[0]}")
  Data           ${lake.lake.config.dataDir}
  Tokens         ${lake.lake.config.dataDir}/lake-tokens.json (unless SANITY_READ_TOKEN / SANITY_WRITE_TOKEN are set)
`
    : hosted
      ? `  Content        hosted Sanity project "${store?.projectId}", dataset "${store?.dataset}"\n`
      : ''
}`)

// Backups every BACKUP_INTERVAL_HOURS of the lake and the private files (docs/decisions/033).
const backups = await startBackupSchedule(backupConfig)

const shutdown = () => {
  backups?.stop()
  void Promise.allSettled([api.close(), lake?.close(), studioDev?.close()]).finally(() =>
    process.exit(0),
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
