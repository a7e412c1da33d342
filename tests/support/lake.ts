/**
 * The embedded lake in this process, for tests: `startTestLake` on 127.0.0.1 with an OS-chosen
 * port, and `lakeClient`, a real @sanity/client pointed at any lake. The lake as a child process
 * (kill -9, a second process on one DATA_DIR, measured memory) is in ./lake-process.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { lakeConfigFromEnv } from '#lake/config'
import { startLakeServer, type LakeServer, type LakeServerOptions } from '#lake/server'
import { useStarted } from './use-started'

export const PROJECT_ID = 'local'
export const DATASET = 'production'
export const API_VERSION = '2025-02-19'

export interface LakeClientOptions {
  token?: string
  apiVersion?: string
  dataset?: string
  /** @sanity/client's retries of failed requests (its default when left out). */
  maxRetries?: number
  /** Milliseconds before a request fails (the client's default when left out). */
  timeout?: number
}

/** A new, independent client (its own connection pool) on the lake at `url`. */
export function lakeClient(url: string, options: LakeClientOptions = {}): SanityClient {
  return createClient({
    projectId: PROJECT_ID,
    dataset: options.dataset ?? DATASET,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: options.apiVersion ?? API_VERSION,
    token: options.token,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  })
}

export interface TestLakeOptions {
  /** Lake variables added or overridden (SANITY_WRITE_TOKEN, LAKE_CORS_ORIGINS, LAKE_TLS_*…). */
  env?: Record<string, string>
  /** startLakeServer's options: the Studio origin (HTTPS, HTTP/2), the listen heartbeat. */
  server?: LakeServerOptions
  /**
   * The data directory to open, which stays in place on close (a restart on the same one, a
   * directory made or prepared by the test). Left out: a fresh temp directory, removed on close.
   */
  dataDir?: string
}

export interface TestLake {
  server: LakeServer
  url: string
  dataDir: string
  readToken: string
  writeToken: string
  /** A client with the write token. */
  writer: SanityClient
  /** A client with the read token. */
  reader: SanityClient
  /** A client without a token. */
  anon: SanityClient
  /** A new client: `client(token)`, or `client({ token, apiVersion, dataset })`. */
  client(options?: string | LakeClientOptions): SanityClient
  close(): Promise<void>
}

/**
 * Starts a lake on 127.0.0.1 with OS-chosen ports (the Studio origin's too, when asked for) over
 * `dataDir` or a fresh temp one, plus real @sanity/client instances pointed at it.
 */
export async function startTestLake(options: TestLakeOptions = {}): Promise<TestLake> {
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lake-test-'))
  let server: LakeServer
  try {
    const config = lakeConfigFromEnv({
      DATA_DIR: dataDir,
      LAKE_PORT: '0',
      LAKE_TLS_PORT: '0',
      LAKE_HOST: '127.0.0.1',
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_DATASET: DATASET,
      ...options.env,
    })
    server = await startLakeServer(config, options.server)
  } catch (error) {
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const { readToken, writeToken } = server.lake.tokens
  const client = (o: string | LakeClientOptions = {}) =>
    lakeClient(server.url, typeof o === 'string' ? { token: o } : o)
  return {
    server,
    url: server.url,
    dataDir,
    readToken,
    writeToken,
    writer: client({ token: writeToken }),
    reader: client({ token: readToken }),
    anon: client(),
    client,
    async close() {
      await server.close()
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Registers the `beforeAll` that starts a lake (startTestLake) and the `afterAll` that closes it,
 * in the current file or describe block. The lake given stands for the started one: read its
 * members inside hooks and tests.
 */
export function useTestLake(options: TestLakeOptions = {}): TestLake {
  const current = useStarted(
    'the lake',
    () => startTestLake(options),
    (lake) => lake.close(),
  )
  return {
    get server() {
      return current().server
    },
    get url() {
      return current().url
    },
    get dataDir() {
      return current().dataDir
    },
    get readToken() {
      return current().readToken
    },
    get writeToken() {
      return current().writeToken
    },
    get writer() {
      return current().writer
    },
    get reader() {
      return current().reader
    },
    get anon() {
      return current().anon
    },
    client: (clientOptions) => current().client(clientOptions),
    close: () => current().close(),
  }
}
