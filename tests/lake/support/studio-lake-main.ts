import { lakeConfigFromEnv } from '#lake/config'
import { startLakeServer } from '#lake/server'

/**
 * The lake with its Studio origin (HTTPS, HTTP/2), API only, as a child process of a test that
 * measures the server's own memory (tests/lake/stream-memory.test.ts). `npm run lake` serves
 * plain HTTP only; `npm start` serves both, with the site in the same process.
 */
const server = await startLakeServer(lakeConfigFromEnv(), { studio: { distDir: null } })
// One line: the test reads it as soon as it sees "Content Lake:".
console.log(`Studio origin: ${server.studioUrl} ca=${server.tlsCaFile} Content Lake: ${server.url}`)
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)))
