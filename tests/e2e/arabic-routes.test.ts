import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { isLocalisedRoute, siteRoutes } from '#web/app/routes'
import { pathInLang } from '#web/lib/locale'
import { DESKTOP, MOBILE, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * Every public route in Arabic under /ar (issue 15, ADR 022 "Routing"): the same pages, server
 * rendered right to left, linked to their English versions (hreflang, sitemap, the header's
 * language switcher), the choice of language remembered for the home page.
 */
const site = useSiteAndBrowser()

/** The route table's public pages (the admin login is English only). */
const ENGLISH_PATHS = siteRoutes.filter(isLocalisedRoute).map((route) => route.path)
const PAIRS = ENGLISH_PATHS.map((english) => ({ english, arabic: pathInLang(english, 'ar') }))
/**
 * The pages search engines list (their own canonical URL, linked to their other version): not
 * `/home`, the index again, nor the empty /user placeholder.
 */
const INDEXED_PAIRS = PAIRS.filter(({ english }) => !['/home', '/user'].includes(english))
const ARABIC_LETTER = /[\u0600-\u06FF]/
const ARABIC_FONT_PRELOAD = /<link rel="preload" href="\/assets\/ibm-plex-sans-arabic-/
/** The Arabic UI texts' chunk (web/src/lib/ui-texts-ar.ts). */
const ARABIC_TEXTS_CHUNK = /\/assets\/ui-texts-ar-[\w-]+\.js/

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null

/** The hreflang links of a page's head: hreflang → path (all on the canonical's origin). */
function alternatesOf(html: string): Record<string, string> {
  const head = headOf(html)
  const canonical = attribute(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href')
  const links = [...head.matchAll(/<link rel="alternate" hreflang="[^"]*"[^>]*>/g)].map((m) => m[0])
  return Object.fromEntries(
    links.map((tag) => {
      const url = new URL(attribute(tag, 'href') ?? '')
      expect(url.origin, tag).toBe(new URL(canonical ?? '').origin)
      return [attribute(tag, 'hreflang'), url.pathname]
    }),
  )
}

const canonicalOf = (html: string) => {
  const href = attribute(/<link rel="canonical"[^>]*>/.exec(headOf(html))?.[0] ?? '', 'href')
  return href === null ? null : new URL(href).pathname
}

const metaContent = (html: string, property: string) =>
  [...headOf(html).matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  )

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

/** The scripts the page's loader starts (ADR 021): its entry and the modules it preloads. */
const loaderModules = (html: string) =>
  /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html)?.slice(1).join(' ') ?? ''

async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.stack.url}${path}`, { headers, redirect: 'manual' })
  return { response, html: await response.text() }
}

async function open(path: string, viewport = DESKTOP) {
  const opened = await openPage(site.browser, viewport, { reducedMotion: 'reduce' })
  await opened.page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(opened.page)
  return opened
}

const documentLang = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])

describe('the Arabic routes', () => {
  it('serves /ar plus every public path, right to left, with the Arabic faces and texts', async () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(20)
    for (const { english, arabic } of PAIRS) {
      const ar = await fetchPage(arabic)
      expect(ar.response.status, arabic).toBe(200)
      expect(htmlTag(ar.html), arabic).toBe('<html lang="ar" dir="rtl">')
      // No font preload: the faces are asked for at first style (fonts.ts fontPreloadTag), and
      // arabic-typeface.test.ts checks they draw the page.
      expect(ar.html, arabic).not.toMatch(/as="font"/)
      // The Arabic UI texts come after the load event, never as an initial script (ADR 022, "UI
      // texts on the wire"; arabic-ui-texts-wire.test.ts).
      expect(loaderModules(ar.html), arabic).toMatch(/\/assets\//)
      expect(loaderModules(ar.html), arabic).not.toMatch(ARABIC_TEXTS_CHUNK)

      const en = await fetchPage(english)
      expect(en.response.status, english).toBe(200)
      expect(htmlTag(en.html), english).toBe('<html lang="en" dir="ltr">')
      // English pages never fetch the Arabic faces or texts.
      expect(en.html, english).not.toMatch(ARABIC_FONT_PRELOAD)
      expect(loaderModules(en.html), english).toMatch(/\/assets\//)
      expect(loaderModules(en.html), english).not.toMatch(ARABIC_TEXTS_CHUNK)
    }
  })

  it('links each page’s two versions to each other: hreflang, Open Graph locale, JSON-LD', async () => {
    expect(INDEXED_PAIRS.length).toBe(PAIRS.length - 2)
    for (const { english, arabic } of INDEXED_PAIRS) {
      const expected = { en: english, ar: arabic, 'x-default': english }
      const en = await fetchPage(english)
      const ar = await fetchPage(arabic)
      expect(alternatesOf(en.html), english).toEqual(expected)
      expect(alternatesOf(ar.html), arabic).toEqual(expected)
      expect(metaContent(en.html, 'og:locale'), english).toEqual(['en_US'])
      expect(metaContent(en.html, 'og:locale:alternate'), english).toEqual(['ar_AE'])
      expect(metaContent(ar.html, 'og:locale'), arabic).toEqual(['ar_AE'])
      expect(metaContent(ar.html, 'og:locale:alternate'), arabic).toEqual(['en_US'])
      for (const [path, html, lang] of [
        [english, en.html, 'en'],
        [arabic, ar.html, 'ar'],
      ] as const) {
        const webPage = jsonLdOf(html).filter((data) => data['@type'] === 'WebPage')
        expect(webPage, path).toHaveLength(1)
        expect(webPage[0]!.inLanguage, path).toBe(lang)
        expect(new URL(String(webPage[0]!.url)).pathname, path).toBe(path)
        expect(canonicalOf(html), path).toBe(path)
      }
    }
  })

  it('names the index for /home in both languages, and keeps the /user placeholder unlisted', async () => {
    // /home is the index page again (spec §2): one page, known by /.
    for (const [path, index] of [
      ['/home', '/'],
      ['/ar/home', '/ar'],
      ['/contact/', '/contact'],
    ] as const) {
      const { response, html } = await fetchPage(path)
      expect(response.status, path).toBe(200)
      expect(canonicalOf(html), path).toBe(index)
      expect(
        metaContent(html, 'og:url').map((url) => new URL(url!).pathname),
        path,
      ).toEqual([index])
    }
    expect(alternatesOf((await fetchPage('/ar/home')).html)).toEqual({
      en: '/',
      ar: '/ar',
      'x-default': '/',
    })
    // /user is an empty placeholder: kept out of search results, with no versions to link.
    for (const path of ['/user', '/ar/user']) {
      const { response, html } = await fetchPage(path)
      expect(response.status, path).toBe(200)
      expect(headOf(html), path).toContain('<meta name="robots" content="noindex, nofollow" />')
      expect(alternatesOf(html), path).toEqual({})
    }
  })

  it('lists both languages in the sitemap, each URL with its alternates', async () => {
    const sitemap = await (await fetch(`${site.stack.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const body = match[1]!
      return {
        loc: new URL(/<loc>([^<]+)<\/loc>/.exec(body)![1]!).pathname,
        alternates: Object.fromEntries(
          [
            ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
          ].map((link) => [link[1], new URL(link[2]!).pathname]),
        ),
      }
    })
    for (const { english, arabic } of INDEXED_PAIRS) {
      const expected = { en: english, ar: arabic, 'x-default': english }
      expect(entries.find((entry) => entry.loc === english)?.alternates, english).toEqual(expected)
      expect(entries.find((entry) => entry.loc === arabic)?.alternates, arabic).toEqual(expected)
    }
    // Those and nothing else: no admin login, no /home (the index again), no /user placeholder.
    expect(entries).toHaveLength(INDEXED_PAIRS.length * 2)
  })

  it('renders every /ar route’s heading in Arabic, without horizontal overflow at 390 and 1280 px', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, problems } = await openPage(site.browser, viewport, { reducedMotion: 'reduce' })
      for (const { arabic } of PAIRS) {
        await page.goto(`${site.stack.url}${arabic}`, { waitUntil: 'load' })
        await waitForHydration(page)
        const where = `${arabic} at ${viewport.width} px`
        expect(await documentLang(page), where).toEqual(['ar', 'rtl'])
        const h1 = page.locator('main h1').first()
        await h1.waitFor({ state: 'visible' })
        // The Arabic seed (another part of issue 15) gives every page its Arabic heading. Soft:
        // a page still in English is reported with the others, and the layout is checked anyway.
        expect.soft(await h1.textContent(), where).toMatch(ARABIC_LETTER)
        // Lazy sections laid out too: the whole page, scrolled through.
        await page.evaluate(async () => {
          window.scrollTo(0, document.body.scrollHeight)
          await new Promise((resolve) => setTimeout(resolve, 200))
        })
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth)
      }
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })

  it('answers an unknown /ar path with the not-found screen in Arabic, status 404', async () => {
    for (const path of ['/ar/no-such-page', '/ar/admin-login', '/ar/admin', '/ar/ar/service']) {
      const { response, html } = await fetchPage(path)
      expect(response.status, path).toBe(404)
      expect(htmlTag(html), path).toBe('<html lang="ar" dir="rtl">')
      // No language versions to link.
      expect(alternatesOf(html), path).toEqual({})
    }
    const { page, problems } = await open('/ar/no-such-page', MOBILE)
    expect(await documentLang(page)).toEqual(['ar', 'rtl'])
    await expect.poll(() => page.locator('main h1').textContent()).toBe('404')
    // Its way home stays in Arabic.
    expect(await page.locator('main a[href="/ar/home"]').count()).toBe(1)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('redirects /ar plus a redirected path to the Arabic version of its target', async () => {
    const english = await fetchPage('/logistics-quote')
    expect(english.response.status).toBe(301)
    expect(english.response.headers.get('location')).toBe('/get-quote')
    const arabic = await fetchPage('/ar/logistics-quote')
    expect(arabic.response.status).toBe(301)
    expect(arabic.response.headers.get('location')).toBe('/ar/get-quote')
  })
})

describe('links and the language switcher', () => {
  it('keeps links to the site’s pages in Arabic and navigates them in the page', async () => {
    const { page, problems } = await open('/ar')
    const englishPageLinks = await page.evaluate(
      (pages) =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
          .filter((link) => link.dataset.testid !== 'language-switcher')
          .map((link) => link.getAttribute('href')!.split(/[?#]/)[0]!)
          .filter((path) => pages.includes(path)),
      ENGLISH_PATHS.filter((path) => path !== '/'),
    )
    expect(englishPageLinks).toEqual([])
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }))
    await page.locator('header nav a[href="/ar/service"]').first().click()
    await page.waitForURL(`${site.stack.url}/ar/service`)
    // The head follows: the new page's versions.
    const alternates = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [
            ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
          ].map((link) => [link.hreflang, new URL(link.href).pathname]),
        ),
      )
    await expect
      .poll(alternates)
      .toEqual({ en: '/service', ar: '/ar/service', 'x-default': '/service' })
    expect(await page.locator('main h1').count()).toBe(1)
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true)
    expect(await documentLang(page)).toEqual(['ar', 'rtl'])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('round-trips every route: English → Arabic → English on the same path', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' })
    for (const { english, arabic } of PAIRS) {
      await page.goto(`${site.stack.url}${english}`, { waitUntil: 'load' })
      await waitForHydration(page)
      const toArabic = page.getByTestId('language-switcher')
      expect(await toArabic.textContent(), english).toBe('العربية')
      expect(await toArabic.getAttribute('hreflang'), english).toBe('ar')
      expect(await toArabic.getAttribute('lang'), english).toBe('ar')
      await toArabic.click()
      await page.waitForURL(`${site.stack.url}${arabic}`)
      await waitForHydration(page)
      expect(await documentLang(page), arabic).toEqual(['ar', 'rtl'])
      const toEnglish = page.getByTestId('language-switcher')
      expect(await toEnglish.textContent(), arabic).toBe('English')
      expect(await toEnglish.getAttribute('hreflang'), arabic).toBe('en')
      await toEnglish.click()
      await page.waitForURL(`${site.stack.url}${english}`)
      await waitForHydration(page)
      expect(await documentLang(page), english).toEqual(['en', 'ltr'])
    }
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('is shown and reached with the keyboard at 390 and 1280 px, in the system font', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, problems } = await open('/service', viewport)
      const switcher = page.getByTestId('language-switcher')
      expect(await switcher.isVisible(), `${viewport.width}`).toBe(true)
      const box = (await switcher.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.height).toBeGreaterThanOrEqual(44)
      // Its Arabic label never asks for the Arabic webfont on an English page.
      expect(await switcher.evaluate((link) => getComputedStyle(link).fontFamily)).toBe(
        'system-ui, sans-serif',
      )
      let reached = false
      for (let tab = 0; tab < 40 && !reached; tab++) {
        await page.keyboard.press('Tab')
        reached = await switcher.evaluate((link) => link === document.activeElement)
      }
      expect(reached, `reached by Tab at ${viewport.width} px`).toBe(true)
      await page.keyboard.press('Enter')
      await page.waitForURL(`${site.stack.url}/ar/service`)
      await waitForHydration(page)
      expect(await page.getByTestId('language-switcher').isVisible()).toBe(true)
      // The phone menu opens beside it, the switcher still there.
      if (viewport === MOBILE) {
        await page.locator('header button[aria-controls="mobile-navigation"]').click()
        await page.locator('#mobile-navigation:not([hidden])').waitFor({ state: 'visible' })
        expect(await page.getByTestId('language-switcher').isVisible()).toBe(true)
      }
      expect(problems.errors).toEqual([])
      await page.context().close()
    }
  })

  it('remembers the choice: / sends a visitor who chose Arabic to /ar, never anyone else', async () => {
    // A visitor with no choice, a search engine: the English page, which varies by Cookie.
    const first = await fetchPage('/')
    expect(first.response.status).toBe(200)
    expect(htmlTag(first.html)).toBe('<html lang="en" dir="ltr">')
    expect(first.response.headers.get('vary')).toMatch(/\bCookie\b/)
    // The English page is cached now; a visitor who chose Arabic still gets their redirect.
    const chosen = await fetchPage('/', { cookie: 'theme=x; lang=ar' })
    expect(chosen.response.status).toBe(302)
    expect(chosen.response.headers.get('location')).toBe('/ar')
    expect(chosen.response.headers.get('vary')).toMatch(/\bCookie\b/)
    expect(
      (await fetchPage('/?from=mail', { cookie: 'lang=ar' })).response.headers.get('location'),
    ).toBe('/ar?from=mail')
    // ...and the redirect was kept for nobody else.
    const after = await fetchPage('/')
    expect(after.response.status).toBe(200)
    expect(htmlTag(after.html)).toBe('<html lang="en" dir="ltr">')
    expect((await fetchPage('/', { cookie: 'lang=en' })).response.status).toBe(200)
    // Only the bare home path: a chosen language never moves a visitor off the page asked for.
    for (const path of ['/home', '/service']) {
      expect((await fetchPage(path, { cookie: 'lang=ar' })).response.status, path).toBe(200)
    }
    expect(first.response.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect((await fetchPage('/service')).response.headers.get('vary')).not.toMatch(/Cookie/)

    // In a browser: the switcher sets the cookie, and the next visit to / opens /ar.
    const { page, problems } = await open('/')
    await page.getByTestId('language-switcher').click()
    await page.waitForURL(`${site.stack.url}/ar`)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang')
    expect(cookie?.value).toBe('ar')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    // About a year.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600)
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    expect(new URL(page.url()).pathname).toBe('/ar')
    // Switching back to English is remembered the same way.
    await waitForHydration(page)
    await page.getByTestId('language-switcher').click()
    await page.waitForURL(`${site.stack.url}/`)
    await page.goto(`${site.stack.url}/`, { waitUntil: 'load' })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})
