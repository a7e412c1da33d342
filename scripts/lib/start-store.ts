import { studioCredentialCheck } from '#adapters/auth/login'
import { rekeyLegacyAccounts } from '#adapters/cms/admin-user-ids'
import { createWriteClient, type ContentStoreConfig } from '#adapters/cms/content-store'
import { applyNewestHomeEntry } from '#adapters/cms/home-entries'
import { lakeConfigFromEnv } from '#lake/config'
import { startLakeServer, type LakeServer } from '#lake/server'
import { backupAgeGauge } from './backup/backup-age'
import { contentIsCurrent } from './content-version'
import { ensureStudioBuild } from './ensure-studio-build'
import { lakeStoreConfig } from './lake-store'
import { runPrepareContent } from './run-prepare-content'
import { startStudioDevServer, studioDevServerOrigins } from './studio-dev-server'

export interface RunningStore {
  lake: LakeServer
  /** The content-store settings of the lake, for the site's clients. */
  store: ContentStoreConfig
  /** `sanity dev` under `npm run dev`. */
  studioDev: { url: string; close(): Promise<void> } | null
}

export interface StoreOptions {
  /** `npm run dev`: the Studio from `sanity dev` (hot reload) instead of a build. */
  devMode?: boolean
  /** false: no Studio at all (the lake's API still on LAKE_TLS_PORT); the dev-loop test. */
  withStudio?: boolean
  /** The site the dev Studio's Presentation tool shows (known before the site listens). */
  previewSite?: string
  /** Where backups go (BACKUP_DIR): their age is on the lake's /metrics. */
  backupDir?: string
}

/**
 * The content store of `npm start` and `npm run store`: the embedded lake from the environment
 * (its API, the Studio's origin with the built Studio, the release scheduler), an empty dataset
 * seeded and older content upgraded, accounts with random ids, and Studio logins checked against
 * the same accounts and lockout as the admin panel.
 */
export async function startStore(options: StoreOptions = {}): Promise<RunningStore> {
  const { devMode = false, withStudio = true } = options
  const config = lakeConfigFromEnv()
  const studioBuild =
    devMode || !withStudio
      ? null
      : await ensureStudioBuild({ projectId: config.projectId, dataset: config.datasets[0] })
  const studioDevPort = Number(process.env.STUDIO_DEV_PORT ?? 3335)
  // Replicas wait on the store's /readyz: not ready while it seeds or upgrades its content.
  let prepared = false
  const lake = await startLakeServer(config, {
    readiness: {
      content: () => {
        if (!prepared) throw new Error('the content is being prepared (seed or upgrades)')
      },
    },
    publicUrl: process.env.LAKE_PUBLIC_URL,
    logLevel: config.logLevel,
    gauges: options.backupDir ? [backupAgeGauge(options.backupDir)] : [],
    studio: {
      distDir: studioBuild?.dir ?? null,
      // The Studio's login sends editors back only to Studio origins: here, the dev server.
      devOrigins: devMode && withStudio ? studioDevServerOrigins(studioDevPort) : [],
    },
  })
  let studioDev: RunningStore['studioDev'] = null
  if (devMode && withStudio && lake.studioUrl) {
    studioDev = await startStudioDevServer({
      apiHost: lake.studioUrl,
      port: studioDevPort,
      projectId: config.projectId,
      dataset: config.datasets[0],
      previewSite: options.previewSite ?? 'http://localhost:3000',
    })
  }
  const store = lakeStoreConfig(lake, {
    apiVersion: process.env.SANITY_API_VERSION,
    cdnBase: process.env.LAKE_PUBLIC_URL,
  })
  const empty = lake.lake.store.count(config.datasets[0]!) === 0
  if (empty || !(await contentIsCurrent(createWriteClient(store)))) {
    await runPrepareContent(store, empty)
  }
  if (!empty) await applyHomeEntry(store)
  await rekeyAccounts(store)
  lake.lake.credentials = studioCredentialCheck(createWriteClient(store))
  prepared = true
  return { lake, store, studioDev }
}

/** The home page's last admin save becomes its hero and testimonial documents, once (ADR 034). */
export async function applyHomeEntry(config: ContentStoreConfig): Promise<void> {
  if (await applyNewestHomeEntry(createWriteClient(config))) {
    console.log('Moved the newest admin home save into the hero slides and testimonials (ADR 034).')
  }
}

/** Accounts from when ids were e-mail hashes get random ids, before anyone logs in (ADR 027). */
export async function rekeyAccounts(target: ContentStoreConfig): Promise<void> {
  const rekeyed = await rekeyLegacyAccounts(createWriteClient(target))
  if (rekeyed.length > 0) {
    console.log(`Gave ${rekeyed.length} account(s) random ids in place of e-mail hashes (ADR 027).`)
  }
}
