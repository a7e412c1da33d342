import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeConfigFromEnv } from '#lake/config'
import { openLake, type Lake } from '#lake/lake'
import {
  isLakeApiPath,
  safeFilePath,
  studioContentSecurityPolicy,
  studioStaticRoutes,
} from '#lake/routes/studio-static'
import { buildLakeApp } from '#lake/server'

// The Studio's static files on the lake's app (lake/src/routes/studio-static.ts), over a small
// stand-in build: the real lake routes must keep answering, and nothing outside the build is
// ever served.
const INDEX = '<!DOCTYPE html><html><head><title>Sanity Studio</title></head><body></body></html>'
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))})`

let root: string
let distDir: string
let dataDir: string
let lake: Lake
let app: FastifyInstance

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-static-'))
  distDir = path.join(root, 'dist')
  const staticDir = path.join(distDir, 'static')
  fs.mkdirSync(path.join(staticDir, 'fonts'), { recursive: true })
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX)
  fs.writeFileSync(path.join(distDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]))
  fs.writeFileSync(path.join(distDir, '.studio-build.json'), '{"key":"k"}')
  fs.writeFileSync(path.join(staticDir, 'sanity-DmZfw7U-.js'), MAIN_JS)
  fs.writeFileSync(
    path.join(staticDir, 'sanity-DmZfw7U-.js.br'),
    zlib.brotliCompressSync(Buffer.from(MAIN_JS)),
  )
  fs.writeFileSync(path.join(staticDir, 'sanity-DmZfw7U-.js.gz'), zlib.gzipSync(MAIN_JS))
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Studio"}')
  fs.writeFileSync(path.join(staticDir, 'fonts', 'Inter-Regular-e06f6b1bc5.woff2'), 'wOF2')
  fs.writeFileSync(path.join(staticDir, '.hidden'), 'no')
  // Outside the build: must never be reachable.
  fs.writeFileSync(path.join(root, 'secret.txt'), 'top secret')
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(staticDir, 'link.txt'))

  dataDir = path.join(root, 'data')
  lake = openLake(
    lakeConfigFromEnv({ DATA_DIR: dataDir, LAKE_PORT: '0', SANITY_PROJECT_ID: 'local' }),
  )
  app = buildLakeApp(lake)
  studioStaticRoutes(app, { distDir, apiHost: 'http://127.0.0.1:3333/' })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  lake?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** One request written by hand, so the path reaches the server exactly as given. */
function rawRequest(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
  })
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('index.html', () => {
  it('is served at / and at any client-side route, never cached, under the CSP', async () => {
    for (const url of ['/', '/structure', '/structure/homePage;x', '/vision?x=1', '/intent/edit']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.body).toBe(INDEX)
    }
  })

  it('answers HEAD without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/structure/x' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe('')
  })

  it('is not the answer to other methods', async () => {
    const res = await app.inject({ method: 'POST', url: '/structure', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('CSP allows only the own origin, the inline error-channel script and the API host', () => {
    const csp = studioContentSecurityPolicy('https://localhost:3334/some/path')
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("font-src 'self' data:")
    expect(csp).toContain("connect-src 'self' wss: ws: https://localhost:3334;")
    expect(csp).toContain("media-src 'self' blob:")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/sanity\.io|sanity-cdn/)
    expect(studioContentSecurityPolicy('javascript:alert(1)')).toContain(
      "connect-src 'self' wss: ws:;",
    )
  })
})

describe('the site the Presentation tool shows (docs/decisions/031)', () => {
  /** A second app over the same build, naming the site as npm start does once it listens. */
  async function appNaming(site: () => string | null) {
    const named = buildLakeApp(lake)
    studioStaticRoutes(named, { distDir, previewSite: site })
    await named.ready()
    return named
  }

  it('is named in index.html and may be framed by it, read on each request', async () => {
    let site: string | null = null
    const named = await appNaming(() => site)
    try {
      const before = await named.inject({ method: 'GET', url: '/presentation' })
      expect(before.body).toBe(INDEX)
      expect(before.headers['content-security-policy']).toContain("frame-src 'self';")

      site = 'http://127.0.0.1:40123'
      const after = await named.inject({ method: 'GET', url: '/presentation/aboutPage/aboutPage' })
      expect(after.body).toBe(
        '<!DOCTYPE html><html><head><meta name="gbf-preview-site" content="http://127.0.0.1:40123">' +
          '<title>Sanity Studio</title></head><body></body></html>',
      )
      const csp = String(after.headers['content-security-policy'])
      expect(csp).toContain("frame-src 'self' http://127.0.0.1:40123;")
      // Nothing else opens up: the page still calls and loads only its own origin.
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("connect-src 'self' wss: ws:;")
      expect(csp).toContain("frame-ancestors 'none'")
    } finally {
      await named.close()
    }
  })

  it('is named by its origin only, and never as markup or another scheme', async () => {
    let site = 'https://www.example.com/some/path?q="><script>alert(1)</script>'
    const named = await appNaming(() => site)
    try {
      const page = await named.inject({ method: 'GET', url: '/' })
      expect(page.body).toContain(
        '<meta name="gbf-preview-site" content="https://www.example.com">',
      )
      expect(page.body).not.toContain('<script>')
      site = 'javascript:alert(1)'
      const refused = await named.inject({ method: 'GET', url: '/' })
      expect(refused.body).toBe(INDEX)
      expect(refused.headers['content-security-policy']).toContain("frame-src 'self';")
    } finally {
      await named.close()
    }
  })

  it('comes from SITE_URL, the variable the site reads, and a bad one stops the lake', () => {
    const config = (env: Record<string, string>) =>
      lakeConfigFromEnv({ DATA_DIR: path.join(root, 'config-only'), ...env })
    expect(config({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com')
    expect(config({ SITE_URL: '' }).siteUrl).toBeUndefined()
    expect(() => config({ SITE_URL: 'www.example.com' })).toThrow(/SITE_URL: an http\(s\) address/)
  })
})

describe('API paths are not swallowed', () => {
  it('keeps the lake routes working', async () => {
    const health = await get('/health')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ ok: true })
    const query = await get('/v2025-02-19/data/query/production?query=count(*)', {
      authorization: `Bearer ${lake.tokens.readToken}`,
    })
    expect(query.statusCode).toBe(200)
    expect(query.json()).toMatchObject({ result: 0 })
  })

  it('answers unknown API paths with the app not-found JSON, not the Studio page', async () => {
    for (const url of [
      '/v1/nothing-here',
      '/vX/nothing',
      '/v2025-02-19/nothing/at/all',
      '/v2021-06-07',
      '/images/local/production/nothing.png',
      '/files/x',
      '/health/x',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8')
      expect(res.body, url).not.toContain('Sanity Studio')
    }
  })

  it('tells API paths from Studio paths', () => {
    expect(isLakeApiPath('/v1/auth/login')).toBe(true)
    expect(isLakeApiPath('/v2025-02-19/data/query/production')).toBe(true)
    expect(isLakeApiPath('/vX')).toBe(true)
    expect(isLakeApiPath('/health')).toBe(true)
    expect(isLakeApiPath('/structure/v1')).toBe(false)
    expect(isLakeApiPath('/v1x')).toBe(false)
    expect(isLakeApiPath('/imagesfoo')).toBe(false)
    expect(isLakeApiPath('/')).toBe(false)
  })
})

describe('/static/*', () => {
  it('serves hashed chunks with their type, immutable, precompressed by negotiation', async () => {
    const plain = await get('/static/sanity-DmZfw7U-.js')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['x-content-type-options']).toBe('nosniff')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(plain.body).toBe(MAIN_JS)

    const br = await get('/static/sanity-DmZfw7U-.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS)

    const gz = await get('/static/sanity-DmZfw7U-.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS)
  })

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/static/sanity-DmZfw7U-.js')
    const again = await get('/static/sanity-DmZfw7U-.js', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('gives each kind of file its content type and a shorter cache for unhashed files', async () => {
    const cases: Array<[string, string, string]> = [
      ['/static/favicon.svg', 'image/svg+xml', 'public, max-age=3600'],
      [
        '/static/manifest.webmanifest',
        'application/manifest+json; charset=utf-8',
        'public, max-age=3600',
      ],
      [
        '/static/fonts/Inter-Regular-e06f6b1bc5.woff2',
        'font/woff2',
        'public, max-age=31536000, immutable',
      ],
      ['/favicon.ico', 'image/x-icon', 'public, max-age=3600'],
    ]
    for (const [url, type, cache] of cases) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toBe(type)
      expect(res.headers['cache-control'], url).toBe(cache)
    }
  })

  it('answers a missing file with 404, not the Studio page', async () => {
    const res = await get('/static/missing-AbCdEfGh.js')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('never serves anything outside the build, dot files or the precompressed copies by name', async () => {
    const attempts = [
      '/static/../secret.txt',
      '/static/../../secret.txt',
      '/static/%2e%2e/secret.txt',
      '/static/%2E%2E/%2E%2E/secret.txt',
      '/static/..%2fsecret.txt',
      '/static/..%5csecret.txt',
      '/static/fonts/../../secret.txt',
      '/static/sanity-DmZfw7U-.js%00.png',
      '/static/.hidden',
      '/static/link.txt',
      '/static/sanity-DmZfw7U-.js.br',
      '/static//etc/passwd',
      '/static/',
      '/static/fonts',
      '/.studio-build.json',
      '/index.html/../secret.txt',
    ]
    for (const url of attempts) {
      const res = await get(url)
      expect(res.body, url).not.toContain('top secret')
      expect(res.body, url).not.toContain('"key"')
      // inject() resolves plain `..` like a browser would (then it is a Studio route)
      if (res.statusCode === 200) expect(res.body, url).toBe(INDEX)
    }
    // Raw over a socket, as a hostile client sends them (no normalisation on the way).
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = new URL(address)
    for (const url of attempts.filter((a) => a.startsWith('/static/'))) {
      const response = await rawRequest(Number(port), url)
      expect(response, url).toMatch(/^HTTP\/1\.1 (400|404) /)
      expect(response, url).not.toContain('top secret')
    }
  })

  it('refuses traversal in the path check itself', () => {
    const staticDir = path.join(distDir, 'static')
    expect(safeFilePath(staticDir, 'favicon.svg', 'favicon.svg')).toBe(
      fs.realpathSync(path.join(staticDir, 'favicon.svg')),
    )
    expect(safeFilePath(staticDir, '../secret.txt', '../secret.txt')).toBeNull()
    expect(safeFilePath(staticDir, '%2e%2e/secret.txt', '../secret.txt')).toBeNull()
    expect(safeFilePath(staticDir, 'a\0b', 'a\0b')).toBeNull()
    expect(safeFilePath(staticDir, '/etc/passwd', '/etc/passwd')).toBeNull()
    expect(safeFilePath(staticDir, 'link.txt', 'link.txt')).toBeNull()
  })
})
