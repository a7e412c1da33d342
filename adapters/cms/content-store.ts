import fs from 'node:fs'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { z } from 'zod'

/**
 * Where the content lives: the embedded lake by default (token read from
 * DATA_DIR/lake-tokens.json when not configured), a lake elsewhere (SANITY_API_HOST naming it,
 * the tokens set), or a hosted Sanity project when SANITY_API_HOST points at one. Server-side only: the write token never reaches a browser.
 */
const storeEnvSchema = z.object({
  SANITY_PROJECT_ID: z.string().min(1).default('local'),
  SANITY_DATASET: z.string().min(1).default('production'),
  SANITY_API_HOST: z.url().optional(),
  SANITY_API_VERSION: z.string().default('2025-02-19'),
  SANITY_WRITE_TOKEN: z.string().min(16).optional(),
  SANITY_READ_TOKEN: z.string().min(16).optional(),
  LAKE_PORT: z.coerce.number().int().default(3333),
  DATA_DIR: z.string().default('./.data'),
})

export interface ContentStoreConfig {
  projectId: string
  dataset: string
  /** API base, e.g. http://127.0.0.1:3333 (embedded lake) or https://api.sanity.io. */
  apiHost: string
  apiVersion: string
  /** Base of the asset CDN (`/images/...`, `/files/...`): the lake itself, or cdn.sanity.io. */
  cdnBase: string
  /** Hosted Sanity takes the project as a sub-domain; a plain host:port cannot. */
  hosted: boolean
  writeToken: string
  /**
   * Reads drafts (and everything else) without writing: the site's preview renders and their
   * query route use it (docs/decisions/030). Absent on hosted Sanity unless SANITY_READ_TOKEN is
   * set: then the site has no preview.
   */
  readToken?: string
}

export function contentStoreConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ContentStoreConfig {
  const e = storeEnvSchema.parse(env)
  const hosted = e.SANITY_API_HOST !== undefined && isHostedSanity(e.SANITY_API_HOST)
  const token =
    e.SANITY_WRITE_TOKEN ?? (hosted ? undefined : storedLakeToken(e.DATA_DIR, 'writeToken'))
  if (!token) {
    throw new Error(
      hosted
        ? 'SANITY_WRITE_TOKEN is required to write to a hosted Sanity project'
        : `No lake token: start the lake once (npm start) or set SANITY_WRITE_TOKEN`,
    )
  }
  const apiHost = (e.SANITY_API_HOST ?? `http://127.0.0.1:${e.LAKE_PORT}`).replace(/\/+$/, '')
  return {
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiHost,
    apiVersion: e.SANITY_API_VERSION,
    cdnBase: hosted ? 'https://cdn.sanity.io' : apiHost,
    hosted,
    writeToken: token,
    readToken:
      e.SANITY_READ_TOKEN ?? (hosted ? undefined : storedLakeToken(e.DATA_DIR, 'readToken')),
  }
}

/**
 * A client on the store with `token` (or none). Never the API CDN: reads after our own writes
 * must see them (the CDN lags behind writes), and drafts are never served from it.
 */
function storeClient(store: ContentStoreConfig, token?: string): SanityClient {
  return createClient({
    projectId: store.projectId,
    dataset: store.dataset,
    apiVersion: store.apiVersion,
    apiHost: store.apiHost,
    useProjectHostname: store.hosted,
    useCdn: false,
    ...(token ? { token } : {}),
  })
}

/** A client that reads everything (drafts and private documents included) and writes. */
export function createWriteClient(store: ContentStoreConfig): SanityClient {
  return storeClient(store, store.writeToken)
}

/**
 * A client with no token: what any visitor may read, as the site's page cache follows it
 * (published live events need no token on hosted Sanity either, and take no listener slot).
 */
export function createPublicClient(store: ContentStoreConfig): SanityClient {
  return storeClient(store)
}

/** A client that reads drafts with the read token (preview), or null without one. */
export function createPreviewClient(store: ContentStoreConfig): SanityClient | null {
  return store.readToken ? storeClient(store, store.readToken) : null
}

/** A write client for the content store the environment points at (scripts: seed, admin). */
export function writeClientFromEnv(env: NodeJS.ProcessEnv = process.env): SanityClient {
  return createWriteClient(contentStoreConfigFromEnv(env))
}

function storedLakeToken(dataDir: string, which: 'readToken' | 'writeToken'): string | undefined {
  const file = path.join(path.resolve(dataDir), 'lake-tokens.json')
  if (!fs.existsSync(file)) return undefined
  const tokens = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string | undefined>
  return tokens[which]
}

/**
 * Whether an API host is Sanity's own (api.sanity.io, a project's sub-domain, its staging
 * sanity.work), which takes the project as a sub-domain. Any other host is an embedded lake:
 * on this machine, or the content store of a self-hosted deployment (README "Deploying").
 */
export function isHostedSanity(url: string): boolean {
  const host = new URL(url).hostname
  return /(^|\.)sanity\.(io|work)$/.test(host)
}
