import { createClient } from '@sanity/client'
import { seedDocuments } from '../../../scripts/seed/content/index'
import { loadSeed } from '../../../scripts/seed/load-seed'
import { startApiStack, type ApiStack, type ApiStackOptions } from '../../support/api-stack'

/**
 * The whole product on 127.0.0.1 for browser tests: a fresh lake loaded with the seed content,
 * the API and the server-rendered site on one port (as `npm start` runs them).
 */
export async function startSiteStack(options: ApiStackOptions = {}): Promise<ApiStack> {
  const stack = await startApiStack({ ...options, site: true })
  try {
    const client = createClient({
      projectId: stack.store!.projectId,
      dataset: stack.store!.dataset,
      apiHost: stack.store!.apiHost,
      useProjectHostname: false,
      apiVersion: '2025-02-19',
      useCdn: false,
      token: stack.store!.writeToken,
    })
    await loadSeed(client, seedDocuments)
  } catch (error) {
    await stack.close()
    throw error
  }
  return stack
}
