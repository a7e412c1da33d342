import { createClient } from '@sanity/client'
import { lakeConfigFromEnv } from '../lake/src/config'
import { startLakeServer } from '../lake/src/server'
import { seedDocuments } from './seed/content/index'
import { loadSeed } from './seed/load-seed'

/**
 * `npm start`: the embedded Content Lake with seeded content, on a fresh machine with no account
 * anywhere. An empty data directory is seeded on first start.
 */
const config = lakeConfigFromEnv()
const server = await startLakeServer(config, { publicUrl: process.env.LAKE_PUBLIC_URL })
const dataset = config.datasets[0]!

if (server.lake.store.count(dataset) === 0) {
  const client = createClient({
    projectId: config.projectId,
    dataset,
    apiHost: server.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: server.lake.tokens.writeToken,
  })
  const report = await loadSeed(client, seedDocuments)
  console.log(`Seeded ${report.created} documents and ${report.assets} media files.`)
}

console.log(`
  Content Lake   ${server.url}   (project "${config.projectId}", dataset "${dataset}")
  Data           ${config.dataDir}
  Tokens         ${config.dataDir}/lake-tokens.json (unless SANITY_READ_TOKEN / SANITY_WRITE_TOKEN are set)
  Try            curl '${server.url}/v2025-02-19/data/query/${dataset}?query=count(*)'
`)

const shutdown = () => void server.close().finally(() => process.exit(0))
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
