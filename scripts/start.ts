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
import type { LakeServer } from '#lake/server'
import { onShutdown } from '#server-kit/shutdown'
import { ensureWebBuild } from './lib/ensure-web-build'
import { createFirstAdminIfNone } from './lib/first-admin'
import { backupConfigFromEnv } from './lib/backup/config'
import { startBackupSchedule } from './lib/backup/schedule'
import { applyHomeEntry, rekeyAccounts, startStore, type RunningStore } from './lib/start-store'

/**
 * `npm start`: the embedded Content Lake with seeded content (an empty data directory is seeded
 * on first start) and, on PORT, the site and the API: the legacy /api/*.php calls over the lake,
 * or passed through to LEGACY_PHP_URL. With SANITY_API_HOST set, no lake starts: the site and
 * the API work over the content store it names, hosted Sanity or `npm run store` elsewhere (a
 * site replica, README "Deploying").
 */
const apiConfig = apiConfigFromEnv()
// Parsed before anything starts, so a bad BACKUP_* value stops the start with its reason.
const backupConfig = backupConfigFromEnv()
// `npm run dev`: the site from Vite (hot module replacement), the Studio from `sanity dev`.
const devMode = process.argv.includes('--dev')
// `--no-studio`: no Studio at all (the lake's API still on LAKE_TLS_PORT); the dev-loop test.
const withStudio = !process.argv.includes('--no-studio')
const hosted = Boolean(process.env.SANITY_API_HOST)
let lake: LakeServer | null = null
let studioDev: RunningStore['studioDev'] = null
let store: ContentStoreConfig | undefined

// The lake serves the public site's content, also when the admin calls pass through to PHP.
if (!hosted) {
  ;({ lake, store, studioDev } = await startStore({
    devMode,
    withStudio,
    backupDir: backupConfig.backupDir,
    // The site's port is fixed under npm run dev (PORT), so known before it listens.
    previewSite: apiConfig.siteUrl ?? `http://localhost:${apiConfig.port}`,
  }))
} else {
  // A site replica (README "Deploying") or a site over hosted Sanity: the store is elsewhere.
  store = contentStoreConfigFromEnv()
  await rekeyAccounts(store)
  await applyHomeEntry(store)
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
  logLevel: apiConfig.logLevel,
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
      ? `  Content        ${store?.hosted ? 'hosted Sanity project' : `the store at ${store?.apiHost}, project`} "${store?.projectId}", dataset "${store?.dataset}"\n`
      : ''
}`)

// Backups every BACKUP_INTERVAL_HOURS of the lake and the private files (docs/decisions/033).
const backups = await startBackupSchedule(backupConfig)

// SIGTERM drains (docs/decisions/045): the site first (its streams end, its requests in flight
// finish), then the lake (its streams end, its scheduler stops, its requests finish), then exit 0.
onShutdown(async () => {
  backups?.stop()
  await api.close()
  await lake?.close()
  await studioDev?.close()
})
