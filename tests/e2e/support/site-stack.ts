import type { Browser } from 'playwright-core'
import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { startApiStack, type ApiStack, type ApiStackOptions } from '#test-support/api-stack'
import { useStarted } from '#test-support/use-started'
import { launchBrowser } from './browser'

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

/** The site stack and the browser a test file shares; read them inside hooks and tests. */
export interface SiteAndBrowser {
  readonly stack: ApiStack
  readonly browser: Browser
}

export interface SiteAndBrowserOptions {
  /**
   * The stack's options, or a function giving them when the stack starts (for options that
   * depend on what an earlier `beforeAll` of the file started).
   */
  stack?: ApiStackOptions | (() => ApiStackOptions)
  /** The start hook's timeout, when the file's set-up needs more than the configured one. */
  timeoutMs?: number
}

/**
 * Registers the file's `beforeAll` that starts the site stack and launches Chromium side by side,
 * and the `afterAll` that closes both. Call at the top level of a test file; hooks the file
 * registers after this one run after the start and before the close.
 */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): SiteAndBrowser {
  const current = useStarted(
    'the site stack and the browser',
    async () => {
      const stackOptions = typeof options.stack === 'function' ? options.stack() : options.stack
      const [stack, browser] = await Promise.allSettled([
        startSiteStack(stackOptions),
        launchBrowser(),
      ])
      if (stack.status === 'fulfilled' && browser.status === 'fulfilled') {
        return { stack: stack.value, browser: browser.value }
      }
      // One of them failed: the other is closed here, as no afterAll will see it.
      if (browser.status === 'fulfilled') await browser.value.close()
      if (stack.status === 'fulfilled') await stack.value.close()
      throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason
    },
    async ({ stack, browser }) => {
      await browser.close()
      await stack.close()
    },
    options.timeoutMs,
  )
  return {
    get stack() {
      return current().stack
    },
    get browser() {
      return current().browser
    },
  }
}
