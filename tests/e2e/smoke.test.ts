import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

describe('server-rendered pages', () => {
  it('sends /service with its heading and texts in the HTML, title and description', async () => {
    const response = await fetch(`${site.stack.url}/service`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Our Services<\/h1>/)
    expect(html).toContain('Comprehensive Logistics Solutions')
    expect(html).toContain('<title>Our Services</title>')
    expect(html).toMatch(/<meta property="og:title" content="Our Services"/)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+';/)
  })

  it('answers an unknown path with the not-found screen and status 404', async () => {
    const response = await fetch(`${site.stack.url}/no-such-page`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('The page you’re looking for doesn’t exist or has been moved.')
    expect(html).toContain('Go Back Home')
  })

  it('redirects the dangling links of the spec to the pages they mean', async () => {
    const expected: Record<string, string> = {
      '/warehousing-services': '/warehousing',
      '/logistics-quote': '/get-quote',
      '/shipment-management': '/track-shipment',
      '/sustainability-report': '/sustainability',
    }
    for (const [from, to] of Object.entries(expected)) {
      const response = await fetch(`${site.stack.url}${from}`, { redirect: 'manual' })
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('serves robots.txt and a sitemap listing the public routes', async () => {
    const robots = await (await fetch(`${site.stack.url}/robots.txt`)).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain(`Sitemap: `)
    const sitemap = await (await fetch(`${site.stack.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/service</loc>')
    expect(sitemap).toContain('/careers</loc>')
  })

  it('hydrates /service without console errors on desktop and mobile', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, problems } = await openPage(site.browser, viewport)
      await page.goto(`${site.stack.url}/service`, { waitUntil: 'load' })
      await waitForHydration(page)
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Our Services' }).isVisible())
        .toBe(true)
      expect(await page.getByTestId('service-card').count()).toBe(6)
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })

  it('navigates on the client from the not-found screen to /home', async () => {
    const { page, problems } = await openPage(site.browser)
    await page.goto(`${site.stack.url}/missing`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Go Back Home' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('reveals the service cards as they come on screen, staggered, and hides them again', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP)
    await page.goto(`${site.stack.url}/home`, { waitUntil: 'load' })
    await waitForHydration(page)
    const cards = page.getByTestId('service-card')
    const opacity = (index: number) =>
      cards.nth(index).evaluate((element) => getComputedStyle(element).opacity)
    const inView = (index: number) => cards.nth(index).getAttribute('data-in-view')
    expect(await opacity(0)).toBe('0')
    // At 1280 px the two rows of three fit the window: all six come on screen together.
    await page.getByTestId('services-grid').scrollIntoViewIfNeeded()
    await expect.poll(() => inView(0)).toBe('true')
    await expect.poll(() => inView(5)).toBe('true')
    // 0.1 s apart (ADR 037: each card once it is on screen): the sixth starts 0.5 s after the first.
    expect(
      await cards.nth(5).evaluate((element) => getComputedStyle(element).transitionDelay),
    ).toContain('0.5s')
    await expect.poll(() => opacity(5), { timeout: 3000 }).toBe('1')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => inView(0)).toBe('false')
    await expect.poll(() => opacity(0), { timeout: 3000 }).toBe('0')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
