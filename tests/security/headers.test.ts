/**
 * Headers of the site server (issue 11 item 14, research §5 G9): a Permissions-Policy that turns
 * off what a freight site never uses, a CSP on every reply that could be a document (the page
 * policy on HTML, deny-all on robots.txt, the sitemap, SVG, the API and errors), one framing
 * rule everywhere (`frame-ancestors 'none'` with `X-Frame-Options: DENY`), and page scripts
 * allowed by a nonce only (fresh per rendered page, kept by its cache entry: ADR 018), so no
 * user file on our origin can be a page script. The built scripts, styles and fonts are never
 * documents: they carry nosniff, HSTS and CORP but none of the document-only headers (ADR 020).
 */
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from '../e2e/support/browser'
import { DOCUMENT_ONLY_HEADERS } from '#adapters/server/http/security-headers'
import { type Reply } from '#test-support/raw-http'
import { postJson, send } from './support/requests'
import { useSecurityStack } from './support/security-stack'

const suite = useSecurityStack({ stack: { site: true }, timeoutMs: 240_000 })

function directives(reply: Reply): Map<string, string> {
  const csp = reply.headers['content-security-policy'] ?? ''
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/)
        return [name.toLowerCase(), values.join(' ')]
      }),
  )
}

function expectPermissionsPolicy(reply: Reply): void {
  const policy = reply.headers['permissions-policy'] ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
    expect(policy, `${feature} on ${reply.url}`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`))
  }
  // What the embedded video players need stays on, for us and the video hosts only.
  expect(policy).toContain(
    'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  )
}

function expectFramingDenied(reply: Reply): void {
  expect(reply.headers['x-frame-options'], reply.url).toBe('DENY')
  expect(directives(reply).get('frame-ancestors'), reply.url).toBe("'none'")
}

function expectDenyAll(reply: Reply): void {
  const csp = directives(reply)
  expect(csp.get('default-src'), reply.url).toBe("'none'")
  expect(csp.has('sandbox'), reply.url).toBe(true)
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
}

async function firstAsset(type: 'js' | 'css'): Promise<string> {
  const html = (await send(`${suite.stack.url}/`)).text
  const match =
    type === 'js'
      ? /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)
      : /href="(\/assets\/[^"]+\.css)"/.exec(html)
  if (match) return match[1]!
  const fallback = /"(\/assets\/[^"]+\.js)"/.exec(html)
  return fallback![1]!
}

describe('every kind of reply', () => {
  it('HTML, robots, sitemap, favicon, API, /lake and 404s: policy, framing, nosniff', async () => {
    const replies: Array<[Reply, 'page' | 'deny-all' | 'lake']> = [
      [await send(`${suite.stack.url}/`), 'page'],
      [await send(`${suite.stack.url}/service`), 'page'],
      [await send(`${suite.stack.url}/no-such-page`), 'page'],
      [await send(`${suite.stack.url}/admin-login`), 'page'],
      [await send(`${suite.stack.url}/robots.txt`), 'deny-all'],
      [await send(`${suite.stack.url}/sitemap.xml`), 'deny-all'],
      [await send(`${suite.stack.url}/assets/nothing-here.js`), 'deny-all'],
      [await send(`${suite.stack.url}/favicon.svg`), 'deny-all'],
      [await postJson(`${suite.stack.apiUrl}/home.php`, { mode: 'getall' }), 'deny-all'],
      [await send(`${suite.stack.apiUrl}/verifytoken.php`), 'deny-all'],
      [await send(`${suite.stack.apiUrl}/no-such.php`), 'deny-all'],
      [
        await send(
          `${suite.stack.url}/lake/v2025-02-19/data/query/${suite.stack.store!.dataset}?query=${encodeURIComponent('1')}`,
        ),
        'lake',
      ],
      [await send(`${suite.stack.url}/lake/v2025-02-19/data/listen/x`), 'deny-all'],
    ]
    for (const [reply, kind] of replies) {
      expect(reply.status, reply.url).toBeLessThan(500)
      expectPermissionsPolicy(reply)
      expectFramingDenied(reply)
      expect(reply.headers['x-content-type-options'], reply.url).toBe('nosniff')
      if (kind === 'page') {
        expect(reply.headers['content-type'], reply.url).toBe('text/html; charset=utf-8')
      } else {
        expectDenyAll(reply)
      }
    }
    expect(replies[4]![0].headers['content-type']).toMatch(/^text\/plain/)
    expect(replies[5]![0].headers['content-type']).toMatch(/^application\/xml/)
  })

  it('built scripts and styles: nosniff, HSTS and CORP, without the document-only headers', async () => {
    for (const asset of [await firstAsset('js'), await firstAsset('css')]) {
      for (const encoding of ['br', 'identity']) {
        const reply = await send(`${suite.stack.url}${asset}`, {
          headers: { 'accept-encoding': encoding },
        })
        expect(reply.status, asset).toBe(200)
        expect(reply.headers['content-type'], asset).toMatch(/^text\/(javascript|css)/)
        expect(reply.headers['x-content-type-options'], asset).toBe('nosniff')
        expect(reply.headers['strict-transport-security'], asset).toMatch(/max-age=31536000/)
        expect(reply.headers['cross-origin-resource-policy'], asset).toBe('same-origin')
        for (const header of DOCUMENT_ONLY_HEADERS) {
          expect(reply.headers[header], `${header} on ${asset}`).toBeUndefined()
        }
      }
    }
  })
})

describe('the page policy', () => {
  it('scripts by nonce only: no self, no inline, no strict-dynamic; the build tags carry it', async () => {
    const reply = await send(`${suite.stack.url}/service`)
    const csp = directives(reply)
    const scriptSrc = csp.get('script-src') ?? ''
    const nonce = /^'nonce-([A-Za-z0-9+/=_-]{16,})'$/.exec(scriptSrc)?.[1] ?? ''
    expect(nonce, scriptSrc).not.toBe('')
    expect(csp.has('script-src-elem')).toBe(false)
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'self'")
    // Frames: only the privacy-enhanced video players of the media center (issue 14).
    expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com https://player.vimeo.com')
    // Our own media, and a video an admin has chosen but not yet uploaded (its preview).
    expect(csp.get('media-src')).toBe("'self' blob:")
    const html = reply.text
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
    // The script loader (ADR 021) starts the build's modules with the same nonce.
    expect(executable.some((tag) => /data-entry="\/assets\/index-[\w-]+\.js"/.test(tag))).toBe(true)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
    // Only the build's tags: the nonce appears nowhere else in the page.
    expect(html.split(nonce).length - 1).toBe(executable.length + 1)
    expect(html).not.toMatch(/csp-nonce-[a-f0-9]{32}/)
  })

  it('a fresh nonce per rendered page: kept by its cache entry, new after a content change', async () => {
    const nonceOf = async (path: string) => {
      const reply = await send(`${suite.stack.url}${path}`)
      const nonce = /'nonce-([^']+)'/.exec(reply.headers['content-security-policy'] ?? '')![1]!
      expect(reply.text).toContain(`nonce="${nonce}"`)
      return { nonce, state: reply.headers['x-render-cache'] ?? '' }
    }
    // One entry, one nonce (so it is compressed once and has one ETag).
    const first = await nonceOf('/service')
    const hit = await nonceOf('/service')
    expect(hit.state).toBe('hit')
    expect(hit.nonce).toBe(first.nonce)
    // Another page, and every not-found render (never cached), get their own.
    const other = await nonceOf('/careers')
    const missing = [await nonceOf('/no-such-page'), await nonceOf('/no-such-page')]
    expect(new Set([first.nonce, other.nonce, ...missing.map((m) => m.nonce)]).size).toBe(4)
    // A published change of what the page shows drops the entry: the next render has a new
    // nonce. The site settings are read by every page (this stack has none: one is made).
    const probe = { _id: 'siteSettings', _type: 'siteSettings', companyName: 'Nonce probe' }
    await suite.stack.client!.createIfNotExists(probe)
    await suite.stack
      .client!.patch('siteSettings')
      .set({ tagline: `probe ${Date.now()}` })
      .commit()
    await expect
      .poll(async () => (await nonceOf('/service')).nonce, { timeout: 10_000 })
      .not.toBe(first.nonce)
  })

  describe('in a browser', () => {
    const chromium = useBrowser()

    it('pages run their scripts under the policy with no CSP or Permissions-Policy errors', async () => {
      const { page, problems } = await openPage(chromium.browser)
      for (const path of ['/', '/media-center', '/admin-login']) {
        await page.goto(`${suite.stack.url}${path}`, { waitUntil: 'networkidle' })
        // Hydrated: the entry script ran and React committed the page (entry-client.tsx). The
        // network may be idle before React has finished on a loaded machine: wait for the mark,
        // which a script refused by the policy never sets.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), {
            message: path,
            timeout: 10_000,
          })
          .toBe(true)
      }
      expect(
        problems.errors.filter((error) => /Content.Security|Permissions|nonce/i.test(error)),
      ).toEqual([])
      await page.context().close()
    })
  })
})
