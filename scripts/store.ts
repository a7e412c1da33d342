import './lib/load-env'
import { createWriteClient } from '#adapters/cms/content-store'
import { onShutdown } from '#server-kit/shutdown'
import { backupConfigFromEnv } from './lib/backup/config'
import { startBackupSchedule } from './lib/backup/schedule'
import { createFirstAdminIfNone } from './lib/first-admin'
import { startStore } from './lib/start-store'

/**
 * `npm run store`: the content store of a self-hosted deployment (README "Deploying"), the
 * embedded lake as a service of its own: its API on LAKE_PORT for the site replicas
 * (`SANITY_API_HOST`), the Studio's origin on LAKE_TLS_PORT, the release scheduler and the
 * backups, an empty dataset seeded, and a first admin on a fresh install. `npm start` runs the
 * same together with one site.
 */
const backupConfig = backupConfigFromEnv()
const { lake, store } = await startStore({ backupDir: backupConfig.backupDir })
const firstAdmin = process.env.ADMIN_EMAIL
  ? null
  : await createFirstAdminIfNone(createWriteClient(store))
console.log(`
  Content store  ${lake.url}   (project "${store.projectId}", dataset "${store.dataset}"; the
                 site replicas' SANITY_API_HOST)
  Studio         ${lake.studioUrl ?? '(not built)'}/
  Data           ${lake.lake.config.dataDir}
${
  firstAdmin
    ? `  First admin    ${firstAdmin.email}, password ${firstAdmin.password}
                 (created on this first start and shown only now)
`
    : ''
}`)
const backups = await startBackupSchedule(backupConfig)

// SIGTERM drains: streams end (the Studio and the replicas reconnect), the scheduler stops,
// requests in flight finish, then exit 0.
onShutdown(async () => {
  backups?.stop()
  await lake.close()
})
