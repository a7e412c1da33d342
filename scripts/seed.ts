import { lakeConfigFromEnv } from '../lake/src/config'
import { startLakeServer } from '../lake/src/server'
import { writeClientFromEnv } from './lib/lake-client'
import { seedDocuments } from './seed/content/index'
import { loadSeed } from './seed/load-seed'

/**
 * `npm run seed`: loads the seed content into the configured store (idempotent: existing
 * documents are kept). Uses a running lake when there is one; otherwise opens the lake over
 * DATA_DIR for the duration of the seed. With SANITY_API_HOST set it seeds a hosted project.
 */
const hosted = Boolean(process.env.SANITY_API_HOST)
let stop = async () => {}
let env = process.env
if (!hosted) {
  const config = lakeConfigFromEnv()
  const running = await fetch(`http://127.0.0.1:${config.port}/health`)
    .then((r) => r.ok)
    .catch(() => false)
  if (!running) {
    const server = await startLakeServer({ ...config, port: 0 })
    env = { ...process.env, LAKE_PORT: String(new URL(server.url).port) }
    stop = () => server.close()
  }
}
try {
  const report = await loadSeed(writeClientFromEnv(env), seedDocuments)
  console.log(
    `Seed: ${report.documents} documents (${report.created} new, ${report.documents - report.created} kept), ${report.assets} media files.`,
  )
} finally {
  await stop()
}
