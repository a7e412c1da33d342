/**
 * The site's /lake proxy (issue 11 items 2, 3, 7, 9): uploaded files stay inert on the site's
 * origin (sandbox CSP, nosniff, active types only as attachments, never run by a browser), the
 * proxy answers exactly query, images and files whatever the path encoding, odd request
 * targets are 4xx without a stack trace, and no URL we build comes from the Host header.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appendFile, jpegImage, pngLogo, pdfResume } from '#test-support/media-fixtures'
import { useBrowser } from '../e2e/support/browser'
import { rawRequest, rawSocket, type Reply } from '#test-support/raw-http'
import { expectCommonHeaders, expectRefusal } from './support/assertions'
import { postForm, send } from './support/requests'
import { useSecurityStack } from './support/security-stack'

let lakeUrl: string
let dataset: string
let projectId: string

/** Every URL the server process fetched (the proxy's calls to the lake among them). */
const fetched: string[] = []
const realFetch = globalThis.fetch
/** Everything the server printed as an error (stack traces of unexpected failures). */
const errorsLogged: string[] = []

// Registered before the stack's hooks: the spies see its start, and are restored after its close.
beforeAll(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input))
    return realFetch(input, init)
  })
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errorsLogged.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
  })
})
afterAll(() => {
  vi.restoreAllMocks()
})

const suite = useSecurityStack({ stack: { site: true }, timeoutMs: 240_000 })

beforeAll(() => {
  lakeUrl = suite.stack.store!.apiHost
  dataset = suite.stack.store!.dataset
  projectId = suite.stack.store!.projectId
})

/** Calls the proxy made to the lake while `run` ran. */
async function lakeCallsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = fetched.length
  await run()
  return fetched.slice(before).filter((url) => url.startsWith(lakeUrl))
}

interface Upload {
  kind: 'file' | 'image'
  name: string
  type: string
  body: Buffer
}

/** Uploads with the write token (as a Studio editor would), answers the `/lake/...` path. */
async function upload({ kind, name, type, body }: Upload): Promise<string> {
  const asset = await suite.stack.client!.assets.upload(kind, body, {
    filename: name,
    contentType: type,
  })
  const url = new URL(asset.url)
  expect(url.origin).toBe(lakeUrl)
  return `/lake${url.pathname}`
}

const STEAL =
  "localStorage.setItem('stolen', String(localStorage.getItem('admin-token')));" +
  "document.title = 'pwned';"

const HTML_PAGE = Buffer.from(
  `<!doctype html><html><head><title>file</title></head><body><script>${STEAL}</script></body></html>\n`,
)
const SVG_PAGE = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    `<script>${STEAL}</script><rect width="10" height="10"/></svg>\n`,
)
const SCRIPT = Buffer.from(`window.__lakeScriptRan = true; ${STEAL}\n`)
const XML_PAGE = Buffer.from(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>' +
    `${STEAL}</script></html>\n`,
)

/** Uploads that would run a script if the site's origin rendered them. */
const HTML_FILE: Upload = { kind: 'file', name: 'page.html', type: 'text/html', body: HTML_PAGE }
const SVG_FILE: Upload = {
  kind: 'file',
  name: 'drawing.svg',
  type: 'image/svg+xml',
  body: SVG_PAGE,
}
const SCRIPT_FILE: Upload = { kind: 'file', name: 'x.js', type: 'text/javascript', body: SCRIPT }
const XML_FILE: Upload = { kind: 'file', name: 'page.xml', type: 'application/xml', body: XML_PAGE }
const SVG_IMAGE: Upload = { kind: 'image', name: 'logo.svg', type: 'image/svg+xml', body: SVG_PAGE }

function expectSandboxed(reply: Reply): void {
  expectCommonHeaders(reply)
  const csp = reply.headers['content-security-policy'] ?? ''
  expect(csp, reply.url).toMatch(/default-src 'none'/)
  expect(csp, reply.url).toMatch(/(^|;)\s*sandbox\s*(;|$)/)
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
  expect(csp, reply.url).toMatch(/frame-ancestors 'none'/)
  if (/^image\/(png|jpeg|webp|gif)/.test(reply.headers['content-type'] ?? '')) {
    // A raster image runs nothing even opened alone: no document-only policies (ADR 021).
    expect(reply.headers['permissions-policy'], reply.url).toBeUndefined()
    expect(reply.headers['x-frame-options'], reply.url).toBeUndefined()
  } else {
    expect(reply.headers['x-frame-options']).toBe('DENY')
  }
}

function expectAttachment(reply: Reply): void {
  expect(reply.headers['content-disposition'] ?? '', reply.url).toMatch(/^attachment\b/)
}

describe('item 2: user files are inert on the site origin', () => {
  const active: Array<[string, Upload, string]> = [
    ['an HTML file', HTML_FILE, 'application/octet-stream'],
    ['an SVG file', SVG_FILE, 'application/octet-stream'],
    ['a JavaScript file', SCRIPT_FILE, 'application/octet-stream'],
    ['an XHTML-as-XML file', XML_FILE, 'application/octet-stream'],
    ['an SVG image (still an image for <img>)', SVG_IMAGE, 'image/svg+xml'],
  ]

  it.each(active)('%s: sandbox CSP, nosniff, attachment', async (_label, file, type) => {
    const path = await upload(file)
    const reply = await send(`${suite.stack.url}${path}`)
    expect(reply.status, reply.text).toBe(200)
    expectSandboxed(reply)
    expectAttachment(reply)
    expect(reply.headers['content-type']).toBe(type)
    expect(Buffer.from(reply.text)).toEqual(file.body)
    // Ranges (video seeking) still pass, with the same headers.
    const part = await send(`${suite.stack.url}${path}`, { headers: { range: 'bytes=0-4' } })
    expect(part.status).toBe(206)
    expectSandboxed(part)
    expectAttachment(part)
  })

  it('passive media stay inline with their own type, sandboxed all the same', async () => {
    const passive: Array<[Upload, string]> = [
      [{ kind: 'image', name: 'logo.png', type: 'image/png', body: pngLogo().bytes }, 'image/png'],
      [
        { kind: 'image', name: 'photo.jpg', type: 'image/jpeg', body: jpegImage().bytes },
        'image/jpeg',
      ],
      [
        { kind: 'file', name: 'brochure.pdf', type: 'application/pdf', body: pdfResume().bytes },
        'application/pdf',
      ],
      [
        { kind: 'file', name: 'notes.txt', type: 'text/plain', body: Buffer.from('<b>x</b>') },
        'text/plain',
      ],
    ]
    for (const [file, type] of passive) {
      const path = await upload(file)
      const reply = await send(`${suite.stack.url}${path}`)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['content-type'], path).toMatch(new RegExp(`^${type}`))
      expect(reply.headers['content-disposition'], path).toBeUndefined()
      expectSandboxed(reply)
      // A transform of an image comes back the same way.
      if (file.kind === 'image' && type === 'image/png') {
        const small = await send(`${suite.stack.url}${path}?w=16`)
        expect(small.status).toBe(200)
        expectSandboxed(small)
      }
    }
  })

  it('the query endpoint answers JSON with the same headers; 404s from the lake too', async () => {
    const query = encodeURIComponent('count(*[_type == "sanity.fileAsset"])')
    const reply = await send(
      `${suite.stack.url}/lake/v2025-02-19/data/query/${dataset}?query=${query}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^application\/json/)
    expectSandboxed(reply)
    const post = await send(`${suite.stack.url}/lake/v2025-02-19/data/query/${dataset}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_id == $id][0]', params: { id: 'nothing' } }),
    })
    expect(post.status, post.text).toBe(200)
    expect((post.body as { result: unknown }).result).toBeNull()
    expectSandboxed(post)
    const missing = await send(
      `${suite.stack.url}/lake/files/${projectId}/${dataset}/${'0'.repeat(40)}.html`,
    )
    expect(missing.status).toBe(404)
    expectSandboxed(missing)
  })

  describe('in a browser', () => {
    const chromium = useBrowser()

    it('opening an uploaded HTML or SVG file never runs its script on the site origin', async () => {
      const htmlPath = await upload(HTML_FILE)
      const svgPath = await upload(SVG_FILE)
      const svgImagePath = await upload(SVG_IMAGE)
      const context = await chromium.browser.newContext({ acceptDownloads: true })
      const page = await context.newPage()
      await page.goto(`${suite.stack.url}/`)
      await page.evaluate(() => localStorage.setItem('admin-token', 'secret-admin-token'))
      for (const path of [htmlPath, svgPath, svgImagePath]) {
        // An attachment: the navigation becomes a download (Playwright rejects the goto).
        await page.goto(`${suite.stack.url}${path}`).catch(() => null)
        await page.waitForTimeout(300)
        expect(await page.title().catch(() => ''), path).not.toBe('pwned')
      }
      await page.goto(`${suite.stack.url}/`)
      expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull()
      expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBe(
        'secret-admin-token',
      )
      await context.close()
    })

    it('a script tag injected into a page cannot load a user file: the page CSP blocks it', async () => {
      const scriptPath = await upload(SCRIPT_FILE)
      // Even declared as plain text (served inline), it is no script for the page.
      const plainPath = await upload({
        kind: 'file',
        name: 'y.txt',
        type: 'text/plain',
        body: Buffer.from(`window.__lakeScriptRan = true;\n// ${Date.now()}\n`),
      })
      const context = await chromium.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${suite.stack.url}/`)
      for (const path of [scriptPath, plainPath]) {
        const outcome = await page.evaluate(
          (src) =>
            new Promise<{ loaded: boolean; violation: string | null; ran: boolean }>((resolve) => {
              let violation: string | null = null
              document.addEventListener('securitypolicyviolation', (event) => {
                violation = `${event.effectiveDirective} ${event.blockedURI}`
              })
              const script = document.createElement('script')
              script.src = src
              const done = (loaded: boolean) =>
                setTimeout(() => {
                  resolve({
                    loaded,
                    violation,
                    ran: Boolean((window as { __lakeScriptRan?: boolean }).__lakeScriptRan),
                  })
                }, 100)
              script.onload = () => done(true)
              script.onerror = () => done(false)
              document.head.append(script)
            }),
          path,
        )
        expect(outcome.ran, path).toBe(false)
        expect(outcome.loaded, path).toBe(false)
        expect(outcome.violation, path).toMatch(/^script-src(-elem)? .*\/lake\/files\//)
      }
      await context.close()
    })
  })
})

describe('item 3: the proxy answers query, images and files only', () => {
  const listen = () => `v2025-02-19/data/listen/${dataset}?query=*`
  const variants = () => [
    `/lake/images/../${listen()}`,
    `/lake/images/../../lake/${listen()}`,
    `/lake/images/%2e%2e/${listen()}`,
    `/lake/images/%2E%2E/${listen()}`,
    `/lake/images/.%2e/${listen()}`,
    `/lake/images/..%2f${listen()}`,
    `/lake/images/..%2F..%2F${listen()}`,
    `/lake/images/%2e%2e%2f${listen()}`,
    `/lake/images/..%5c${listen()}`,
    `/lake/images/..\\${listen()}`,
    `/lake/images/x/..%5c..%5c..%5c${listen()}`,
    `/lake//${listen()}`,
    `/lake/images//../${listen()}`,
    `/lake/./${listen()}`,
    `/lake/%2e/${listen()}`,
    `/lake/${listen()}`,
    `/lake/v2025-02-19/data/query/${dataset}/../../listen/${dataset}?query=*`,
    `/lake/v2025-02-19/data/query/${dataset}/%2e%2e/%2e%2e/listen/${dataset}?query=*`,
    `/lake/v2025-02-19/data/query/%2e%2e%2f%2e%2e%2flisten%2f${dataset}?query=*`,
    `/lake/v2025-02-19/data/query/${dataset}%2f..%2f..%2flisten%2f${dataset}?query=*`,
    `/lake/v2025-02-19/data/QUERY/${dataset}?query=*`,
    `/lake/V2025-02-19/data/query/${dataset}?query=*`,
    `/lake/IMAGES/${projectId}/${dataset}/${'a'.repeat(40)}-1x1.png`,
    `/LAKE/v2025-02-19/data/query/${dataset}?query=*`,
    `/Lake/${listen()}`,
    `/lake/v2025-02-19/data/doc/${dataset}/anything`,
    `/lake/v2025-02-19/data/history/${dataset}/transactions/anything`,
    `/lake/v2025-02-19/users/me`,
    `/lake/v2025-02-19/projects`,
    `/lake/v2025-02-19/data/export/${dataset}`,
    `/lake/files/${projectId}/${dataset}/${'a'.repeat(40)}.html/../../../../${listen()}`,
    `/lake/files/${projectId}/${dataset}/${'a'.repeat(40)}.html/x/y`,
    `/lake/images/${projectId}/${dataset}/..`,
    `/lake/`,
    `/lake/%`,
  ]

  it('every traversal, encoding and case variant is a 404 and never reaches the lake', async () => {
    for (const target of variants()) {
      const calls = await lakeCallsDuring(async () => {
        const reply = await rawRequest(suite.stack.url, {
          method: 'GET',
          path: target,
          timeoutMs: 5000,
        })
        expect(reply.status >= 400 && reply.status < 500, `${target}: ${reply.status}`).toBe(true)
        expect([400, 404], `${target}: ${reply.status} ${reply.text.slice(0, 200)}`).toContain(
          reply.status,
        )
        expect(reply.text).not.toContain('listenerName')
        expect(reply.text).not.toContain('event: welcome')
        expectCommonHeaders(reply)
      })
      if (target.startsWith('/lake/')) {
        expect(calls, target).toEqual([])
      } else {
        // Outside /lake (other case) the path is a page: the renderer's own published queries
        // are all the lake sees.
        for (const call of calls) {
          expect(new URL(call).pathname, target).toBe(
            `/v${suite.stack.store!.apiVersion}/data/query/${dataset}`,
          )
          expect(new URL(call).searchParams.get('perspective'), target).toBe('published')
        }
      }
    }
  })

  it('writes through /lake are refused (404/405, or 400 from the HTTP parser) and reach nothing', async () => {
    const writes: Array<[string, string]> = [
      ['POST', `/lake/v2025-02-19/data/mutate/${dataset}`],
      ['POST', `/lake/v2025-02-19/assets/images/${dataset}`],
      ['POST', `/lake/images/%2e%2e/v2025-02-19/data/mutate/${dataset}`],
      ['POST', `/lake/images/${projectId}/${dataset}/${'a'.repeat(40)}-1x1.png`],
      ['PUT', `/lake/v2025-02-19/data/query/${dataset}`],
      ['DELETE', `/lake/v2025-02-19/data/query/${dataset}`],
    ]
    for (const [method, target] of writes) {
      const calls = await lakeCallsDuring(async () => {
        const reply = await rawRequest(suite.stack.url, {
          method,
          path: target,
          headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
          body: Buffer.from('{"mutations":[{"create":{"_type":"x"}}]}'),
        })
        expect([400, 404, 405], `${method} ${target}`).toContain(reply.status)
      })
      expect(calls, `${method} ${target}`).toEqual([])
    }
  })

  it('controls: the three public routes do reach the lake, rebuilt from checked segments', async () => {
    const path = await upload({
      kind: 'image',
      name: 'p.png',
      type: 'image/png',
      body: pngLogo().bytes,
    })
    const calls = await lakeCallsDuring(async () => {
      expect((await send(`${suite.stack.url}${path}`)).status).toBe(200)
      expect((await send(`${suite.stack.url}${path}/vanity-name.png`)).status).toBe(200)
      // Percent-encoding of ordinary characters is decoded, then checked, then re-sent plainly.
      const encoded = path.replace('/images/', '/%69mages/')
      expect((await send(`${suite.stack.url}${encoded}`)).status).toBe(200)
      const query = `/lake/v2025-02-19/data/query/${dataset}?query=${encodeURIComponent('1')}`
      expect((await send(`${suite.stack.url}${query}`)).status).toBe(200)
    })
    expect(calls).toHaveLength(4)
    for (const call of calls) {
      expect(new URL(call).pathname).not.toMatch(/%|\/\.\.?\/|\/\//)
    }
  })
})

describe('item 7: odd request targets are 4xx, with no stack trace', () => {
  /** A GET of `target` sent as is, on a socket of its own (fetch would normalise it). */
  const rawGet = (base: string, target: string) =>
    rawSocket(base, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)

  it.each(['//', '///x', '//[', '//lake/images/x', '/\\evil.example/', '/%', '/%zz', '/lake/%ff'])(
    'GET %s',
    async (target) => {
      const logged = errorsLogged.length
      const reply = await rawGet(suite.stack.url, target)
      expect([400, 404], `${target}: ${reply.status}`).toContain(reply.status)
      expectRefusal(reply, reply.status)
      expect(errorsLogged.slice(logged)).toEqual([])
    },
  )

  it.each(['http://evil.example/', 'http://evil.example//[', '*'])(
    'GET %s (not origin-form)',
    async (target) => {
      const logged = errorsLogged.length
      const reply = await rawGet(suite.stack.url, target)
      expectRefusal(reply, 400)
      expect(errorsLogged.slice(logged)).toEqual([])
    },
  )

  it('the lake behind answers the same targets with 4xx too', async () => {
    for (const target of ['//', '///x', '//[', '/%']) {
      const reply = await rawGet(lakeUrl, target)
      expect([400, 404], `${target}: ${reply.status}`).toContain(reply.status)
      expect(reply.text).not.toMatch(/\bat .*\.(?:[cm]?js|ts):\d+/)
    }
  })
})

describe('item 9: no URL we build comes from the Host header', () => {
  it('{mode:"get"} image URLs use our own origin whatever Host / X-Forwarded-Host say', async () => {
    const about = new FormData()
    about.append('mode', 'post')
    for (const [name, value] of Object.entries({
      welcomeTitle: 'Welcome',
      welcomeContent: 'First paragraph',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A crew',
      ourVisionTitle: 'Vision',
      visionPoints: JSON.stringify(['Point']),
    })) {
      about.append(name, value)
    }
    appendFile(about, 'bannerImage', jpegImage('banner-about.jpg'))
    appendFile(about, 'aboutImage', pngLogo())
    expect((await postForm(`${suite.stack.apiUrl}/about.php`, about, suite.token)).status).toBe(200)
    const track = new FormData()
    track.append('mode', 'post')
    track.append('shipmentcontent', 'Track your shipment')
    appendFile(track, 'bannerImage', jpegImage('banner-track.jpg'))
    expect((await postForm(`${suite.stack.apiUrl}/trackship.php`, track, suite.token)).status).toBe(
      200,
    )

    for (const route of ['about.php', 'trackship.php', 'media-center.php']) {
      const body = Buffer.from(JSON.stringify({ mode: 'get' }))
      const reply = await rawRequest(suite.stack.url, {
        path: `/api/${route}`,
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil2.example',
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
          'content-length': body.length,
        },
        body,
      })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.text).not.toContain('evil')
      const urls = reply.text.match(/https?:\/\/[^"]+/g) ?? []
      if (route !== 'media-center.php') expect(urls.length, route).toBeGreaterThan(0)
      for (const url of urls) {
        expect(url.startsWith(`${suite.stack.url}/lake/images/`), url).toBe(true)
        // The URL is one the browser can load, through the proxy.
        expect((await send(url)).status, url).toBe(200)
      }
    }
  })
})
