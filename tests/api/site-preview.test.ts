import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveAuthSecret } from '#adapters/auth/tokens'
import { encodeSession } from '#adapters/server/site/preview/preview-session'
import type { ApiStack } from '#test-support/api-stack'
import { useStarted } from '#test-support/use-started'
import { ABOUT_PAGE_QUERY } from '../../web/src/features/company/company-query'
import { startSiteStack } from '../e2e/support/site-stack'

/**
 * Preview mode on the site (issue 26 item 3, docs/decisions/030): the Studio's secret, the
 * cookie, what a preview page is and what it never becomes (a cached page, a visitor's page).
 */
const stack = useStarted(
  'the site stack',
  () => startSiteStack(),
  (s: ApiStack) => s.close(),
)

const STUDIO_URL = 'https://studio.example.test/desk'
const STUDIO_ORIGIN = 'https://studio.example.test'

afterEach(() => vi.useRealTimers())

/** A secret written exactly as the Studio's Presentation tool writes it. */
async function studioSecret(): Promise<string> {
  const { secret } = await createPreviewSecret(stack().client!, 'sanity/presentation', STUDIO_URL)
  return secret
}

function enableUrl(params: Record<string, string>): string {
  return `${stack().url}/api/preview/enable?${new URLSearchParams(params)}`
}

async function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url.startsWith('http') ? url : `${stack().url}${url}`, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity', ...headers },
  })
}

/** The preview cookie an enable answer set, as a Cookie header. */
function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('site-preview='))
  expect(cookie, 'the preview cookie').toBeDefined()
  return cookie!.split(';')[0]!
}

async function enabledCookie(): Promise<string> {
  const response = await get(enableUrl({ 'sanity-preview-secret': await studioSecret() }))
  expect(response.status).toBe(307)
  return cookieOf(response)
}

async function draftAboutTitle(title: string) {
  const about = (await stack().client!.getDocument('aboutPage'))!
  await stack().client!.createOrReplace({
    ...about,
    _id: 'drafts.aboutPage',
    welcomeTitle: { ...(about.welcomeTitle as object), en: title },
  })
}

describe('enabling preview', () => {
  it('a secret the Studio wrote sets the cookie and sends the frame to the page asked for', async () => {
    const framed = await get(
      enableUrl({
        'sanity-preview-secret': await studioSecret(),
        'sanity-preview-perspective': 'drafts',
        'sanity-preview-pathname': '/abouts?x=1',
      }),
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
    )
    expect(framed.status).toBe(307)
    expect(new URL(framed.headers.get('location')!, 'http://x').pathname).toBe('/abouts')
    const cookie = framed.headers.getSetCookie().find((c) => c.startsWith('site-preview='))!
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) {
      expect(cookie).toContain(attribute)
    }
    // Opened outside a frame: a first-party cookie.
    const direct = await get(enableUrl({ 'sanity-preview-secret': await studioSecret() }))
    const first = direct.headers.getSetCookie().find((c) => c.startsWith('site-preview='))!
    expect(first).toContain('SameSite=Lax')
    expect(first).not.toContain('Partitioned')
  })

  it('refuses a forged secret, a deleted (replayed) one and an expired one: 401, no cookie', async () => {
    const refused = async (secret: string) => {
      const response = await get(enableUrl({ 'sanity-preview-secret': secret }))
      expect(response.status, secret).toBe(401)
      expect(await response.json()).toMatchObject({ error: 'Invalid secret' })
      expect(response.headers.getSetCookie()).toEqual([])
    }
    await refused('forged-secret-0123456789')
    await refused('')
    // Replayed: the Studio removed the secret (as it does when it expires or on a new session).
    const used = await studioSecret()
    expect((await get(enableUrl({ 'sanity-preview-secret': used }))).status).toBe(307)
    await stack().client!.delete({
      query: '*[_type == "sanity.previewUrlSecret" && secret == $s]',
      params: { s: used },
    })
    await refused(used)
    // Expired: written more than an hour ago (the lake stamps _updatedAt with its clock).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 60 * 60 * 1000 })
    const old = await studioSecret()
    vi.useRealTimers()
    await refused(old)
  })

  it('keeps the redirect on this site, whatever sanity-preview-pathname says', async () => {
    for (const pathname of [
      '//elsewhere.example',
      'https://elsewhere.example/abouts',
      '/\\elsewhere.example',
      '/.//elsewhere.example/x',
      'javascript:alert(1)',
    ]) {
      const response = await get(
        enableUrl({
          'sanity-preview-secret': await studioSecret(),
          'sanity-preview-pathname': pathname,
        }),
      )
      expect(response.status, pathname).toBe(307)
      const location = response.headers.get('location')!
      expect(location, pathname).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, stack().url).origin, pathname).toBe(stack().url)
    }
  })

  it('answers bad perspectives with 400 in JSON, never a 5xx', async () => {
    const secret = await studioSecret()
    for (const perspective of [
      Array.from({ length: 11 }, (_, i) => `r${i}`).join(','),
      'a b',
      'x'.repeat(65),
    ]) {
      const response = await get(
        enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-perspective': perspective }),
      )
      expect(response.status, perspective).toBe(400)
      expect((await response.json()).error).toMatch(/perspective/)
    }
  })
})

describe('a preview page', () => {
  it('shows the draft, is never cached or stored, and may be framed by its Studio only', async () => {
    const title = `Draft welcome ${Date.now()}`
    await draftAboutTitle(title)
    const cookie = await enabledCookie()
    const preview = await get('/abouts', { cookie })
    const html = await preview.text()
    expect(preview.status).toBe(200)
    expect(html).toContain(title)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-render-cache')).toBe('preview')
    expect(preview.headers.get('x-frame-options')).toBeNull()
    expect(preview.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${STUDIO_ORIGIN}`,
    )
    // The page's config points the browser at the preview routes, and carries no token.
    expect(html).toContain('"queryUrl":"/api/preview/query"')
    expect(html).toContain(`"studioUrl":"${STUDIO_URL}"`)
    for (const token of [
      stack().lake!.lake.tokens.readToken,
      stack().lake!.lake.tokens.writeToken,
    ]) {
      expect(html).not.toContain(token)
    }
    // A visitor, before and after: the published page, from the cache, never framable.
    for (let i = 0; i < 2; i++) {
      const visitor = await get('/abouts')
      expect(await visitor.text()).not.toContain(title)
      expect(visitor.headers.get('x-frame-options')).toBe('DENY')
      expect(visitor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('a forged, tampered or expired cookie gets exactly the visitor page', async () => {
    const title = `Hidden draft ${Date.now()}`
    await draftAboutTitle(title)
    const key = resolveAuthSecret(stack().dataDir)
    const session = {
      perspective: 'drafts',
      studioUrl: STUDIO_URL,
      studioOrigin: STUDIO_ORIGIN,
      expiresAt: Date.now() - 1000,
    }
    const valid = (await enabledCookie()).split('=')[1]!
    const [payload] = valid.split('.')
    for (const value of [
      encodeSession(session, key),
      encodeSession({ ...session, expiresAt: Date.now() + 60_000 }, new Uint8Array(32)),
      `${payload}.AAAA`,
      'garbage',
    ]) {
      const response = await get('/abouts', { cookie: `site-preview=${value}` })
      expect(await response.text(), value).not.toContain(title)
      expect(response.headers.get('x-render-cache'), value).not.toBe('preview')
      expect(response.headers.get('x-frame-options'), value).toBe('DENY')
    }
  })

  it('ends with /api/preview/disable, back to the page, on this site only', async () => {
    const response = await get('/api/preview/disable?redirect=//elsewhere.example/x')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    const back = await get('/api/preview/disable?redirect=%2Fabouts%3Fx%3D1')
    expect(back.headers.get('location')).toBe('/abouts?x=1')
    const cleared = response.headers.getSetCookie()
    expect(cleared.length).toBe(2)
    for (const cookie of cleared) expect(cookie).toMatch(/^site-preview=;.*Max-Age=0/)
  })
})

describe('the preview routes of the browser', () => {
  it('runs only the site’s own queries, in the preview perspective, with the cookie only', async () => {
    // REDIRECT_QUERY (web/src/content/queries.ts), exactly as the site sends it.
    const query = '*[_type == "redirect" && from == $path][0]{to, permanent}'
    const url = `/api/preview/query?${new URLSearchParams({ query, $path: '"/nowhere"' })}`
    expect((await get(url)).status).toBe(401)
    const cookie = await enabledCookie()
    const ok = await get(url, { cookie })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ result: null, syncTags: expect.any(Array) })
    for (const foreign of [
      '*[_type == "quoteRequest"]',
      '*[_id in path("private.**")]{...}',
      'count(*)',
    ]) {
      const refused = await get(`/api/preview/query?${new URLSearchParams({ query: foreign })}`, {
        cookie,
      })
      expect(refused.status, foreign).toBe(403)
      expect(JSON.stringify(await refused.json()), foreign).not.toContain('private.')
    }
    // A page's query in the preview perspective: the draft, where the lake's public route
    // (what visitors' browsers ask) keeps the published page.
    const title = `Queried draft ${Date.now()}`
    await draftAboutTitle(title)
    const about = `/api/preview/query?${new URLSearchParams({ query: ABOUT_PAGE_QUERY })}`
    const drafted = (await (await get(about, { cookie })).json()) as {
      result: { page: { welcomeTitle: { en: string } } }
    }
    expect(drafted.result.page.welcomeTitle.en).toBe(title)
    const published = `/lake/v2025-02-19/data/query/production?${new URLSearchParams({ query: ABOUT_PAGE_QUERY })}`
    expect(JSON.stringify(await (await get(published)).json())).not.toContain(title)
    const badParam = await get(
      `/api/preview/query?${new URLSearchParams({ query, $path: '{not json' })}`,
      { cookie },
    )
    expect(badParam.status).toBe(400)
  })

  it('streams draft changes to a page in preview, and nothing without the cookie', async () => {
    expect((await get('/api/preview/events')).status).toBe(401)
    const cookie = await enabledCookie()
    const controller = new AbortController()
    const response = await fetch(`${stack().url}/api/preview/events`, {
      headers: { cookie },
      signal: controller.signal,
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    let text = ''
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 5_000
      while (!pattern.test(text) && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        text += new TextDecoder().decode(value)
      }
      return pattern.test(text)
    }
    expect(await until(/event: welcome/)).toBe(true)
    await draftAboutTitle(`Streamed ${Date.now()}`)
    expect(await until(/event: message\nid: [^\n]+\ndata: \{"tags":\["s1:/)).toBe(true)
    controller.abort()
  })
})
