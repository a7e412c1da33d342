import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { lakeConfigFromEnv } from '../../../lake/src/config'
import { startLakeServer, type LakeServer, type LakeServerOptions } from '../../../lake/src/server'

export const PROJECT_ID = 'local'
export const DATASET = 'production'
export const API_VERSION = '2025-02-19'

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
  client(options?: { token?: string; apiVersion?: string; dataset?: string }): SanityClient
  close(): Promise<void>
}

/**
 * Starts a lake on 127.0.0.1 with an OS-chosen port over a fresh temp DATA_DIR, plus real
 * @sanity/client instances pointed at it. `env` adds or overrides lake variables.
 */
export async function startTestLake(
  env: Record<string, string> = {},
  options: LakeServerOptions = {},
): Promise<TestLake> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-test-'))
  const config = lakeConfigFromEnv({
    DATA_DIR: dataDir,
    LAKE_PORT: '0',
    LAKE_HOST: '127.0.0.1',
    SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_DATASET: DATASET,
    ...env,
  })
  const server = await startLakeServer(config, options)
  const { readToken, writeToken } = server.lake.tokens
  const client = (o: { token?: string; apiVersion?: string; dataset?: string } = {}) =>
    createClient({
      projectId: PROJECT_ID,
      dataset: o.dataset ?? DATASET,
      apiHost: server.url,
      useProjectHostname: false,
      useCdn: false,
      apiVersion: o.apiVersion ?? API_VERSION,
      token: o.token,
    })
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
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The `ClientError` fields the tests look at. */
export interface ClientErrorLike {
  statusCode: number
  message: string
  details?: unknown
  response?: { body?: unknown }
}

/** Runs `fn`, expects it to reject, and returns the error. */
export async function rejection(fn: () => Promise<unknown>): Promise<ClientErrorLike> {
  try {
    await fn()
  } catch (error) {
    return error as ClientErrorLike
  }
  throw new Error('expected the call to fail, but it succeeded')
}

/** A raw HTTP call against the lake; returns the status, headers and parsed JSON body (if any). */
export async function raw(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: unknown = undefined
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: res.status, headers: res.headers, body, text }
}

/** The number of documents in the dataset, all of them (drafts included). */
export async function countAll(lake: TestLake): Promise<number> {
  return lake.writer.fetch<number>('count(*)', {}, { perspective: 'raw' })
}
