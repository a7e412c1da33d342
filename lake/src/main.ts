import { lakeConfigFromEnv } from './config'
import { startLakeServer } from './server'
import { onShutdown } from '#server-kit/shutdown'

/** `npm run lake`: the embedded Content Lake alone. `npm start` runs it together with the site. */
const config = lakeConfigFromEnv()
const server = await startLakeServer(config, {
  publicUrl: process.env.LAKE_PUBLIC_URL,
  logLevel: config.logLevel,
})
console.log(
  `Content Lake: ${server.url} (project ${config.projectId}, datasets ${config.datasets.join(', ')})`,
)
console.log(`Data directory: ${config.dataDir}`)

// SIGTERM drains: streams end (clients reconnect), the scheduler stops, requests finish.
onShutdown(() => server.close())
