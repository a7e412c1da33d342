import type { SanityClient } from '@sanity/client'
import { writeClientFromEnv } from '#adapters/cms/content-store'
import { lakeConfigFromEnv } from '#lake/config'
import { startLakeServer } from '#lake/server'

/**
 * Runs `task` with a write client on the configured content store: a hosted project when
 * SANITY_API_HOST is set, a running lake when one answers on LAKE_PORT, otherwise the lake over
 * DATA_DIR opened for the duration of the task (one process per data directory).
 */
export async function withContentStore<T>(task: (client: SanityClient) => Promise<T>): Promise<T> {
  if (process.env.SANITY_API_HOST) return task(writeClientFromEnv())
  const config = lakeConfigFromEnv()
  const running = await fetch(`http://127.0.0.1:${config.port}/health`)
    .then((response) => response.ok)
    .catch(() => false)
  if (running) return task(writeClientFromEnv())
  // Asset documents written now name the address `npm start` serves, not this short-lived port.
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const server = await startLakeServer(
    { ...config, port: 0 },
    { publicUrl: process.env.LAKE_PUBLIC_URL ?? `http://${host}:${config.port}` },
  )
  try {
    return await task(writeClientFromEnv({ ...process.env, LAKE_PORT: new URL(server.url).port }))
  } finally {
    await server.close()
  }
}
