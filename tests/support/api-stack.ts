import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import type { LakeServer } from '#lake/server'
import { createWriteClient, type ContentStoreConfig } from '#adapters/cms/content-store'
import { apiConfigFromEnv } from '#adapters/server/config'
import { loadSiteBuild, type SiteBuild } from '#adapters/server/site/site-build'
import { startApiServer, type ApiServer } from '#adapters/server/start'
import { studioCredentialCheck } from '#adapters/auth/login'
import { ensureStudioBuild } from '#scripts/lib/ensure-studio-build'
import { ensureWebBuild } from '#scripts/lib/ensure-web-build'
import { lakeStoreConfig } from '#scripts/lib/lake-store'
import { adminToken } from './admin-api'
import { DATASET, PROJECT_ID, startTestLake, type TestLake } from './lake'
import { useStarted } from './use-started'

/**
 * The real stack on 127.0.0.1 over a fresh temp DATA_DIR: an embedded lake and the adapters
 * server in front of it (or, with LEGACY_PHP_URL in `env`, the server alone in pass-through
 * mode). Used by the contract, security and end-to-end suites.
 */
export interface ApiStack {
  /** Where the server answers, e.g. http://127.0.0.1:40123 */
  url: string
  /** The legacy API base: `${url}/api` (admin.php lives at `${apiUrl}/admin.php`). */
  apiUrl: string
  dataDir: string
  adminEmail: string
  adminPassword: string
  /** The lake behind the server (absent in pass-through mode). */
  lake?: LakeServer
  store?: ContentStoreConfig
  /** A write client over the same lake, for assertions on what was stored. */
  client?: SanityClient
  server: ApiServer
  /** Logs in as the admin and gives the token. */
  login(): Promise<string>
  close(): Promise<void>
}

export interface ApiStackOptions {
  env?: Record<string, string>
  now?: () => Date
  /** Also serve the public site (built first when its sources changed). */
  site?: boolean
  /**
   * Also serve the Studio's origin (HTTPS with HTTP/2, the built Studio at its root) with logins
   * checked against the stack's user store, as `npm start` does.
   */
  studio?: boolean
  /**
   * The DATA_DIR of the server and its lake, which stays in place on close (a small disk the test
   * fills, say). Left out: a fresh temp directory, removed on close.
   */
  dataDir?: string
}

export const TEST_ADMIN_EMAIL = 'admin@example.com'
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple'

export async function startApiStack(options: ApiStackOptions = {}): Promise<ApiStack> {
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-stack-'))
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    CAREERS_RATE_LIMIT: '1000',
    QUOTE_RATE_LIMIT_PER_HOUR: '1000',
    TRACK_RATE_LIMIT_PER_MINUTE: '1000',
    // No page cache warm-up (ADR 038): a test reads the pages it checks, and forty stacks
    // rendering every page at start would cost the suite minutes. Its own test turns it on.
    WARM_UP: '0',
    ...options.env,
  }
  const config = apiConfigFromEnv(env)
  let testLake: TestLake | undefined
  let store: ContentStoreConfig | undefined
  // Pass-through alone needs no lake; the site (public pages) always reads one.
  if (!config.legacyPhpUrl || options.site) {
    const studio = options.studio
      ? { distDir: (await ensureStudioBuild({ projectId: PROJECT_ID, dataset: DATASET })).dir }
      : undefined
    testLake = await startTestLake({ dataDir, server: { studio } })
    store = lakeStoreConfig(testLake.server)
    if (options.studio) {
      testLake.server.lake.credentials = studioCredentialCheck(createWriteClient(store))
    }
  }
  const lake = testLake?.server
  let server: ApiServer
  try {
    let site: { build: SiteBuild } | undefined
    if (options.site) {
      ensureWebBuild()
      site = { build: await loadSiteBuild() }
    }
    server = await startApiServer(config, { store, now: options.now, site })
    // As npm start does: the Studio's Presentation tool shows this site (docs/decisions/031).
    if (lake && options.site) lake.lake.previewSite ??= config.siteUrl ?? server.url
  } catch (error) {
    await lake?.close()
    throw error
  }
  const apiUrl = `${server.url}/api`
  const adminEmail = config.adminEmail ?? TEST_ADMIN_EMAIL
  const adminPassword = config.adminPassword ?? TEST_ADMIN_PASSWORD
  return {
    url: server.url,
    apiUrl,
    dataDir,
    adminEmail,
    adminPassword,
    lake,
    store,
    client: store ? createWriteClient(store) : undefined,
    server,
    login: () => adminToken(apiUrl, { email: adminEmail, password: adminPassword }),
    async close() {
      await server.close()
      await lake?.close()
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A stack started for the tests of a file or describe block, and its admin's token. */
export interface UsedApiStack {
  readonly stack: ApiStack
  readonly token: string
}

export interface UseApiStackOptions {
  stack?: ApiStackOptions
  /** The start hook's timeout, when the set-up needs more than the configured one. */
  timeoutMs?: number
}

/**
 * Registers the `beforeAll` that starts a stack and logs in as its admin, and the `afterAll` that
 * closes it, in the current file or describe block. Read the stack and the token inside hooks
 * and tests.
 */
export function useApiStack(options: UseApiStackOptions = {}): UsedApiStack {
  const current = useStarted(
    'the API stack',
    async () => {
      const stack = await startApiStack(options.stack)
      try {
        return { stack, token: await stack.login() }
      } catch (error) {
        await stack.close()
        throw error
      }
    },
    ({ stack }) => stack.close(),
    options.timeoutMs,
  )
  return {
    get stack() {
      return current().stack
    },
    get token() {
      return current().token
    },
  }
}

/**
 * The API in pass-through mode (LEGACY_PHP_URL) that still has a content store: the routes the
 * legacy backend never had (quote.php, shipments) are served by us over a fresh test lake.
 */
export async function startPassThroughOverLake(env: Record<string, string>): Promise<{
  apiUrl: string
  mode: ApiServer['mode']
  lake: TestLake
  close(): Promise<void>
}> {
  const lake = await startTestLake()
  try {
    const config = apiConfigFromEnv({
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: lake.dataDir,
    })
    const server = await startApiServer(config, { store: lakeStoreConfig(lake.server) })
    return {
      apiUrl: `${server.url}/api`,
      mode: server.mode,
      lake,
      close: async () => {
        await server.close()
        await lake.close()
      },
    }
  } catch (error) {
    await lake.close()
    throw error
  }
}
