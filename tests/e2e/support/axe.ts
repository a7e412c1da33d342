import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Serious and critical axe-core findings (WCAG 2.1 A/AA) on the page as it is now, each with the
 * rule, its help text and the first elements it names, so a failure says where to look.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's script policy does not apply. Once per page.
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(options: object): Promise<{
            violations: Array<{
              id: string
              impact: string | null
              help: string
              nodes: Array<{ target: unknown[] }>
            }>
          }>
        }
      }
    ).axe
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: axe then skips detailing every passing element (about half
      // of its time on these pages).
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}, ${v.nodes.length}) ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3).map((node) => node.target))}`,
      )
  })
}
