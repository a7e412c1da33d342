import type { ContentStoreConfig } from '#adapters/cms/content-store'
import type { LakeServer } from '#lake/server'

/**
 * The content-store settings for a running embedded lake: its first dataset, its address and its
 * tokens. `cdnBase` is where the server fetches asset bytes (the lake itself by default).
 */
export function lakeStoreConfig(
  lake: LakeServer,
  options: { apiVersion?: string; cdnBase?: string } = {},
): ContentStoreConfig {
  return {
    projectId: lake.lake.config.projectId,
    dataset: lake.lake.config.datasets[0]!,
    apiHost: lake.url,
    apiVersion: options.apiVersion ?? '2025-02-19',
    cdnBase: options.cdnBase ?? lake.url,
    hosted: false,
    writeToken: lake.lake.tokens.writeToken,
    readToken: lake.lake.tokens.readToken,
  }
}
