import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { lakeConfigFromEnv } from '../../lake/src/config'
import { startLakeServer, type LakeServer } from '../../lake/src/server'

/** A real embedded lake on 127.0.0.1 over a fresh temp DATA_DIR, for the auth and cms tests. */
export interface AuthTestLake {
  server: LakeServer
  dataDir: string
  writeToken: string
  /** A new, independent client (its own connection pool), like another server instance. */
  client(token?: string): SanityClient
  close(): Promise<void>
}

export async function startAuthTestLake(): Promise<AuthTestLake> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-lake-'))
  const server = await startLakeServer(
    lakeConfigFromEnv({ DATA_DIR: dataDir, LAKE_PORT: '0', LAKE_HOST: '127.0.0.1' }),
  )
  const [dataset] = server.lake.config.datasets
  return {
    server,
    dataDir,
    writeToken: server.lake.tokens.writeToken,
    client: (token) =>
      createClient({
        projectId: server.lake.config.projectId,
        dataset: dataset ?? 'production',
        apiHost: server.url,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: '2025-02-19',
        token,
      }),
    async close() {
      await server.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
