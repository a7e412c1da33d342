import { isHostedSanity } from '#adapters/cms/content-store'
import { lakeConfigFromEnv } from '#lake/config'

/**
 * Where `npm run export` and `npm run import` work: hosted Sanity when SANITY_API_HOST names
 * Sanity's API, else the embedded lake (the one running on LAKE_PORT, or the
 * one in DATA_DIR, opened for the command: scripts/lib/with-content-store.ts).
 */
export function transferTarget(env: NodeJS.ProcessEnv = process.env) {
  const host = env.SANITY_API_HOST
  const hosted = host !== undefined && isHostedSanity(host)
  const lake = lakeConfigFromEnv(env)
  return {
    hosted,
    dataDir: lake.dataDir,
    // Hosted Sanity refuses documents over 32 MiB; the lake its request body cap.
    maxDocumentBytes: hosted ? 32 * 1024 * 1024 : lake.jsonMaxBytes,
  }
}
