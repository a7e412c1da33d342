import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

/** The company pages issue 14 found unreachable, and the main heading each one shows. */
const COMPANY_PAGES = [
  { label: 'Leadership', path: '/leadership', heading: 'Our Leadership' },
  {
    label: 'Sustainability',
    path: '/sustainability',
    heading: 'Sustainable Logistics for a Greener Future',
  },
] as const

async function expectPage(page: Page, path: string, heading: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path)
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
    .toContain(heading)
}

describe('Leadership and Sustainability in the menus (issue 14)', () => {
  it('lists them in the Company menu at 1280 px, after Our Story, and follows each link', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/home`, { waitUntil: 'load' })
    await waitForHydration(page)
    const dropdown = page.getByTestId('dropdown-Company')
    const menu = dropdown.getByRole('list')
    await dropdown.hover()
    await expect.poll(() => menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'About Us',
      'Our Story',
      'Leadership',
      'Sustainability',
    ])
    for (const { label, path, heading } of COMPANY_PAGES) {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      await dropdown.hover()
      await expect.poll(() => menu.isVisible()).toBe(true)
      await menu.getByRole('link', { name: label, exact: true }).click()
      await expectPage(page, path, heading)
      // The client-side router navigated: the same document, nothing reloaded.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
      // The menu closes once its link is followed.
      await page.mouse.move(640, 700)
      await expect.poll(() => menu.isVisible()).toBe(false)
    }
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('has both links in the footer on the home page, a service page and a company page', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    for (const route of ['/', '/air-freight', '/careers']) {
      await page.goto(`${site.stack.url}${route}`, { waitUntil: 'load' })
      await waitForHydration(page)
      const footer = page.locator('footer')
      for (const { label, path } of COMPANY_PAGES) {
        const link = footer.getByRole('link', { name: label, exact: true })
        expect(await link.count(), `${route}: ${label}`).toBe(1)
        expect(await link.getAttribute('href'), `${route}: ${label}`).toBe(path)
      }
      // Right after About Us, before the spec's other quick links.
      expect(
        (await footer.getByRole('link').allTextContents()).filter((text) =>
          ['About Us', 'Leadership', 'Sustainability', 'Manage Shipment'].includes(text),
        ),
        route,
      ).toEqual(['About Us', 'Leadership', 'Sustainability', 'Manage Shipment'])
    }
    // And the footer link leads there, from the service page.
    await page.goto(`${site.stack.url}/air-freight`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.locator('footer').getByRole('link', { name: 'Sustainability', exact: true }).click()
    await expectPage(page, COMPANY_PAGES[1].path, COMPANY_PAGES[1].heading)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('lists both in the phone menu at 390 px and follows Leadership', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE)
    await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Open menu' })
    const menuId = await button.getAttribute('aria-controls')
    expect(menuId).toBeTruthy()
    await button.click()
    const menu = page.locator(`[id="${menuId}"]`)
    await expect.poll(() => menu.isVisible()).toBe(true)
    // A phone menu that folds its groups shows the Company group's links once it is opened.
    const group = menu.getByRole('button', { name: /Company/ })
    if (
      (await group.count()) > 0 &&
      (await group.first().getAttribute('aria-expanded')) !== 'true'
    ) {
      await group.first().click()
    }
    for (const { label, path } of COMPANY_PAGES) {
      const link = menu.getByRole('link', { name: label, exact: true })
      await expect.poll(() => link.isVisible(), { message: label }).toBe(true)
      expect(await link.getAttribute('href'), label).toBe(path)
    }
    await menu.getByRole('link', { name: 'Leadership', exact: true }).click()
    await expectPage(page, COMPANY_PAGES[0].path, COMPANY_PAGES[0].heading)
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
