import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** The seeded header's top-level links and groups, in order (scripts/seed/content/site.ts). */
const TOP_LINKS = [
  'Home',
  'Track Shipment',
  'Media Center',
  'Our Network',
  'Get Quote',
  'Careers',
  'Contact',
]
const GROUPS = ['Company', 'Services']

/** A 390 px page on `path` (in a context of its own), hydrated, with its menu button and the id the button controls. */
async function open(path: string, options: { bypassCSP?: boolean } = {}) {
  const target = options.bypassCSP
    ? await site.browser.newContext({ viewport: MOBILE, bypassCSP: true })
    : site.browser
  const { page, problems } = await openPage(target, MOBILE)
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
  const button = page.locator('button[aria-controls="mobile-navigation"]')
  expect(await button.getAttribute('aria-label')).toBe('Open menu')
  expect(await button.getAttribute('aria-expanded')).toBe('false')
  const panel = page.locator('[id="mobile-navigation"]')
  expect(await panel.isVisible()).toBe(false)
  return { page, problems, button, panel, backdrop: page.getByTestId('phone-menu-backdrop') }
}

/** What has focus: the menu button, a link or button of the panel (its text), or 'outside'. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement
    if (active?.getAttribute('aria-controls') === 'mobile-navigation') return 'menu button'
    if (active && document.getElementById('mobile-navigation')?.contains(active)) {
      return active.textContent ?? ''
    }
    return `outside: ${active?.outerHTML.slice(0, 80)}`
  })
}

const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')

describe('the phone menu (issue 14)', () => {
  it('opens from its button as a panel over a dimmed page, its groups folded buttons', async () => {
    const { page, problems, button, panel, backdrop } = await open('/home')
    await button.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-label')).toBe('Close menu')
    expect(await button.getAttribute('aria-expanded')).toBe('true')

    // The backdrop covers the page from the header's bottom edge down, dimmed.
    const header = (await page.locator('header').first().boundingBox())!
    const dim = (await backdrop.boundingBox())!
    expect(dim.y).toBeCloseTo(header.y + header.height, 0)
    expect(dim.x).toBe(0)
    expect(dim.width).toBe(MOBILE.width)
    expect(dim.y + dim.height).toBeGreaterThanOrEqual(MOBILE.height)
    const alpha = await backdrop.evaluate((node) => {
      const color = getComputedStyle(node).backgroundColor
      return Number(
        /rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1] ?? (color === 'transparent' ? 0 : 1),
      )
    })
    expect(alpha).toBeGreaterThanOrEqual(0.4)
    expect(alpha).toBeLessThan(1)
    // The page under it does not scroll.
    expect(await pageScrollLocked(page)).toBe(true)
    await page.mouse.move(195, MOBILE.height - 20)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Plain items are links; the items with children are disclosure buttons, folded.
    expect(await panel.getByRole('link').allTextContents()).toEqual(TOP_LINKS)
    const groups = panel.getByRole('button')
    expect(await groups.allTextContents()).toEqual(GROUPS)
    for (const name of GROUPS) {
      const group = panel.getByRole('button', { name })
      expect(await group.getAttribute('aria-expanded'), name).toBe('false')
      expect(await panel.getByRole('link', { name, exact: true }).count(), name).toBe(0)
      const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`)
      expect(await list.isVisible(), name).toBe(false)
    }

    // Opening a group shows its links and turns its chevron; one group is open at a time.
    const company = panel.getByRole('button', { name: 'Company' })
    const chevron = company.locator('svg')
    expect(await chevron.evaluate((node) => getComputedStyle(node).transform)).toBe('none')
    await company.click()
    expect(await company.getAttribute('aria-expanded')).toBe('true')
    const companyList = page.locator(`[id="${await company.getAttribute('aria-controls')}"]`)
    expect(await companyList.getByRole('link').allTextContents()).toEqual([
      'About Us',
      'Our Story',
      'Leadership',
      'Sustainability',
    ])
    await expect
      .poll(() => companyList.getByRole('link', { name: 'Our Story' }).isVisible())
      .toBe(true)
    await expect
      .poll(() => chevron.evaluate((node) => getComputedStyle(node).transform))
      .toMatch(/^matrix\(-1, /)
    const services = panel.getByRole('button', { name: 'Services' })
    await services.click()
    expect(await services.getAttribute('aria-expanded')).toBe('true')
    expect(await company.getAttribute('aria-expanded')).toBe('false')
    expect(await companyList.isVisible()).toBe(false)
    // The Services title's own page leads its group.
    const overview = panel.getByRole('link', { name: 'Services overview' })
    expect(await overview.isVisible()).toBe(true)
    expect(await overview.getAttribute('href')).toBe('/service')
    await services.click()
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    expect(await overview.isVisible()).toBe(false)

    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('fits the viewport: Contact shows without any inner scroll, also with a group open', async () => {
    // /air-freight opens on its group (the current page's), with the page scrolled: the header
    // is the short one there; /home has the contact bar and both groups folded.
    for (const [path, scrollY] of [
      ['/home', 0],
      ['/air-freight', 600],
    ] as const) {
      const { page, problems, button, panel } = await open(path)
      await page.evaluate((y) => window.scrollTo(0, y), scrollY)
      await page.waitForTimeout(400) // the contact bar's height transition
      await button.click()
      await expect.poll(() => panel.isVisible()).toBe(true)
      await page.waitForTimeout(300) // the panel's entrance
      if (path === '/air-freight') {
        const services = panel.getByRole('button', { name: 'Services' })
        expect(await services.getAttribute('aria-expanded')).toBe('true')
        const current = panel.getByRole('link', { name: 'Air Freight' })
        expect(await current.getAttribute('aria-current')).toBe('page')
      }
      const contact = (await panel.getByRole('link', { name: 'Contact' }).boundingBox())!
      expect(contact.y, path).toBeGreaterThan(0)
      expect(contact.y + contact.height, path).toBeLessThanOrEqual(MOBILE.height)
      const box = (await panel.boundingBox())!
      expect(box.y + box.height, path).toBeLessThanOrEqual(MOBILE.height)
      // Nothing in the menu scrolls: every box is as tall as its content.
      const scrollers = await panel.evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((node) => node.scrollHeight > node.clientHeight + 1)
          .map((node) => `${node.tagName}.${node.getAttribute('class')}`),
      )
      expect(scrollers, path).toEqual([])
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })

  it('keeps Tab and Shift+Tab inside the menu and its button', async () => {
    const { page, problems, button } = await open('/home')
    await button.focus()
    await page.keyboard.press('Enter')
    // Focus moves to the panel's first item.
    await expect.poll(() => focused(page)).toBe('Home')
    await page.getByRole('button', { name: 'Company' }).click()

    // The cycle: the menu button, then the panel in document order, the open group's links too.
    const order = ['menu button', 'Home', 'Company', 'About Us', 'Our Story', 'Leadership']
    order.push('Sustainability', 'Services', ...TOP_LINKS.slice(1))
    let at = order.indexOf('Company')
    const forward: string[] = []
    const expected: string[] = []
    for (let step = 0; step < 2 * order.length; step += 1) {
      await page.keyboard.press('Tab')
      forward.push(await focused(page))
      at = (at + 1) % order.length
      expected.push(order[at]!)
    }
    expect(forward).toEqual(expected)
    const backward: string[] = []
    expected.length = 0
    for (let step = 0; step < order.length + 2; step += 1) {
      await page.keyboard.press('Shift+Tab')
      backward.push(await focused(page))
      at = (at - 1 + order.length) % order.length
      expected.push(order[at]!)
    }
    expect(backward).toEqual(expected)
    expect(backward).toContain('menu button')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { page, problems, button, panel } = await open('/home')
    await button.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    // Focus moves to the panel's first item once it is shown; tabbing before that starts from
    // the menu button.
    await expect.poll(() => focused(page)).toBe('Home')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Services')
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await button.getAttribute('aria-label')).toBe('Open menu')
    expect(await focused(page)).toBe('menu button')
    expect(await pageScrollLocked(page)).toBe(false)
    // And the page scrolls again.
    await page.mouse.move(195, 600)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('closes on a click on the dimmed page, which stays where it was', async () => {
    const { page, problems, button, panel, backdrop } = await open('/home')
    await button.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    const box = (await panel.boundingBox())!
    expect(box.y + box.height).toBeLessThan(MOBILE.height - 40)
    await page.mouse.click(MOBILE.width / 2, MOBILE.height - 20)
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await backdrop.count()).toBe(0)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(new URL(page.url()).pathname).toBe('/home')
    expect(await focused(page)).toBe('menu button')
    expect(await pageScrollLocked(page)).toBe(false)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('follows a link of a group without a reload and closes', async () => {
    const { page, problems, button, panel } = await open('/home')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await button.click()
    await panel.getByRole('button', { name: 'Company' }).click()
    await panel.getByRole('link', { name: 'Our Story' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ourstory')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain('Our Logistics Legacy')
    // The client-side router navigated: the same document.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(await panel.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await pageScrollLocked(page)).toBe(false)
    // Opened again on the new page, the menu starts on the group holding it.
    await button.click()
    expect(await panel.getByRole('button', { name: 'Company' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    expect(await panel.getByRole('link', { name: 'Our Story' }).getAttribute('aria-current')).toBe(
      'page',
    )
    // The back button closes it too.
    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await pageScrollLocked(page)).toBe(false)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
  it('has no serious or critical axe findings with a group open', async () => {
    // axe runs as an injected script, which the site's Content Security Policy would refuse.
    const { page, problems, button, panel } = await open('/air-freight', { bypassCSP: true })
    await button.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    await page.waitForTimeout(300) // the panel's entrance
    await page.addScriptTag({ path: axePath })
    const found = await page.evaluate(async () => {
      interface Violation {
        id: string
        impact: string | null
        nodes: { target: string[] }[]
      }
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: object): Promise<{ violations: Violation[] }> }
      }
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      })
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} at ${JSON.stringify(violation.nodes[0]?.target)}`)
    })
    expect(found).toEqual([])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
