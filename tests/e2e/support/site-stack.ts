import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { startApiStack, type ApiStack, type ApiStackOptions } from '#test-support/api-stack'

/**
 * The whole product on 127.0.0.1 for browser tests: a fresh lake loaded with the seed content,
 * the API and the server-rendered site on one port (as `npm start` runs them).
 */
export async function startSiteStack(options: ApiStackOptions = {}): Promise<ApiStack> {
  const stack = await startApiStack({ ...options, site: true })
  try {
    await loadSeed(stack.client!, seedDocuments)
  } catch (error) {
    await stack.close()
    throw error
  }
  return stack
}
