import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

describe('site header and footer (spec §2, §9)', () => {
  it('opens the Services dropdown on hover and closes it 300 ms after the pointer leaves', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.clock.install()
    await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
    await waitForHydration(page)
    const dropdown = page.getByTestId('dropdown-Services')
    const menu = dropdown.getByRole('list')
    await expect.poll(() => menu.isVisible()).toBe(false)
    await dropdown.hover()
    await expect.poll(() => menu.isVisible()).toBe(true)
    for (const label of [
      'Air Freight',
      'Sea Freight',
      'Road Transport',
      'Rail Solutions',
      'Warehousing',
      'Customs Clearance',
    ]) {
      expect(await menu.getByRole('link', { name: label }).isVisible(), label).toBe(true)
    }
    await page.mouse.move(5, 600)
    await page.clock.runFor(250)
    expect(await menu.isVisible()).toBe(true)
    await page.clock.runFor(100)
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('links the Services title to /service and opens the menu from the keyboard', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/ourstory`, { waitUntil: 'load' })
    await waitForHydration(page)
    const dropdown = page.getByTestId('dropdown-Services')
    expect(
      await dropdown.getByRole('link', { name: 'Services', exact: true }).getAttribute('href'),
    ).toBe('/service')
    const toggle = dropdown.getByRole('button', { name: 'Services menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })

  it('hides the contact bar once the page scrolls past 50 px', async () => {
    const { page } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
    await waitForHydration(page)
    const bar = page.getByTestId('contact-bar')
    expect(await bar.getAttribute('data-hidden')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 40))
    await page.waitForTimeout(100)
    expect(await bar.getAttribute('data-hidden')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect.poll(() => bar.getAttribute('data-hidden')).toBe('true')
    await page.context().close()
  })

  it('shows the floating social links on large screens only', async () => {
    for (const [viewport, visible] of [
      [DESKTOP, true],
      [MOBILE, false],
    ] as const) {
      const { page } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
      await waitForHydration(page)
      const socials = page.getByRole('complementary', { name: 'Follow us' }).getByRole('list')
      expect(await socials.isVisible(), `${viewport.width}px`).toBe(visible)
      expect(await socials.getByRole('link', { name: 'linkedin' }).isVisible()).toBe(visible)
      await page.context().close()
    }
  })

  it('has a footer with the quick links as written and a copyright line with the current year', async () => {
    const html = await (await fetch(`${site.stack.url}/service`)).text()
    for (const href of [
      '/home',
      '/abouts',
      '/shipment-management',
      '/careers',
      '/logistics-quote',
    ]) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toContain('Manage Shipment')
    expect(html).toContain('Get a Quote')
    expect(html).toMatch(new RegExp(`© ${new Date().getFullYear()} Gulf Bridge Freight`))
  })

  it('opens the mobile menu from its button and navigates without a reload', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE)
    await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-navigation').getByRole('link', { name: 'Careers' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/careers')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain('Build Your Career in Logistics')
    // Same document: the client-side router navigated, nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
