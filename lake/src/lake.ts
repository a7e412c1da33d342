import path from 'node:path'
import { AssetStore } from './assets/asset-store'
import type { LakeConfig } from './config'
import { TransactionRunner } from './mutate/transactions'
import { QueryEngine } from './query/query-engine'
import { openDatabase, type LakeDatabase } from './store/database'
import { lockDataDir } from './store/data-dir-lock'
import { DocumentStore } from './store/document-store'
import { SessionStore } from './auth/sessions'
import { followAccountRekeys } from './auth/account-rekeys'
import type { CredentialCheck } from './auth/credentials'
import { resolveTokens, type LakeTokens } from './tokens'
import { accessOfToken } from './http/access'
import { StreamHub } from './streams/stream-hub'
import { LiveFeed } from './live/live-feed'

/** Everything the routes need: the stores and engines of one lake, over one data directory. */
export interface Lake {
  config: LakeConfig
  db: LakeDatabase
  store: DocumentStore
  engine: QueryEngine
  runner: TransactionRunner
  assets: AssetStore
  tokens: LakeTokens
  /** Studio sessions of the project's own accounts. */
  sessions: SessionStore
  /**
   * Checks an e-mail and password against the user store (set by whoever wires the lake to it,
   * scripts/start.ts); without it the Studio login page says logins are not configured.
   */
  credentials?: CredentialCheck
  /**
   * The public site's origin, which the served Studio's Presentation tool shows
   * (docs/decisions/031): SITE_URL, or set by whoever starts the site next to the lake once it
   * listens (scripts/start.ts); null: the Studio falls back to its build's default.
   */
  previewSite: string | null
  imageCacheDir: string
  heartbeatMs: number
  /** Every long-lived response (listen): caps, access re-checks, back-pressure, heartbeats. */
  streams: StreamHub
  /** The Live Content API's events: every commit's sync tags, and a replay window per dataset. */
  live: LiveFeed
  /** Releases the data directory and closes the database. */
  close(): void
}

export function openLake(config: LakeConfig, options: { heartbeatMs?: number } = {}): Lake {
  const unlock = lockDataDir(config.dataDir)
  try {
    return assemble(config, options, unlock)
  } catch (error) {
    unlock()
    throw error
  }
}

function assemble(config: LakeConfig, options: { heartbeatMs?: number }, unlock: () => void): Lake {
  const tokens = resolveTokens(config.dataDir, {
    readToken: config.readToken,
    writeToken: config.writeToken,
  })
  const db = openDatabase(config.dataDir)
  const store = new DocumentStore(db, config.datasets)
  const engine = new QueryEngine(store, config.projectId, {
    query: config.query,
    dataDir: config.dataDir,
  })
  // Before anything can commit: every transaction from here on is in its replay window.
  const live = new LiveFeed(store, config.live)
  const runner = new TransactionRunner(store, engine, {
    redirectAllowedOrigins: config.redirectAllowedOrigins,
  })
  const sessions = new SessionStore(db, store, config.datasets[0]!)
  followAccountRekeys(db, store, config.datasets[0]!)
  const assets = new AssetStore(
    config.dataDir,
    config.projectId,
    store,
    runner,
    config.assetMaxBytes,
  )
  const heartbeatMs = options.heartbeatMs ?? 20_000
  const streams = new StreamHub((token) => accessOfToken(token, tokens, sessions), {
    ...config.streams,
    heartbeatMs,
  })
  return {
    config,
    db,
    store,
    engine,
    runner,
    assets,
    tokens,
    sessions,
    previewSite: config.siteUrl ?? null,
    imageCacheDir: path.join(config.dataDir, 'cache', 'images'),
    heartbeatMs,
    streams,
    live,
    close() {
      streams.close()
      engine.close()
      db.close()
      unlock()
    },
  }
}
