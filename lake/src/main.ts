import { lakeConfigFromEnv } from './config'
import { startLakeServer } from './server'

/** `npm run lake`: the embedded Content Lake alone. `npm start` runs it together with the site. */
const config = lakeConfigFromEnv()
const server = await startLakeServer(config, { publicUrl: process.env.LAKE_PUBLIC_URL })
console.log(
  `Content Lake: ${server.url} (project ${config.projectId}, datasets ${config.datasets.join(', ')})`,
)
console.log(`Data directory: ${config.dataDir}`)

const shutdown = () => {
  server.close().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
