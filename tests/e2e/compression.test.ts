/**
 * What goes on the wire (issue 14, docs/decisions/018): every page and every asset it loads is
 * sent with Brotli or gzip when the request accepts it and plain when not, with
 * `Vary: Accept-Encoding`; pages carry an ETag and answer 304 to it; API and lake JSON is
 * compressed too, small bodies are not. Read with node:http, which (unlike fetch) shows the bytes as sent.
 */
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useStarted } from '#test-support/use-started'
import { startSiteStack } from './support/site-stack'

const stack = useStarted(
  'the site stack',
  () => startSiteStack(),
  (s) => s.close(),
)

interface RawReply {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

function decoded(reply: RawReply): Buffer {
  const encoding = reply.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(reply.body)
  if (encoding === 'gzip') return gunzipSync(reply.body)
  return reply.body
}

/** Every public route, from the sitemap the server itself publishes. */
async function publicPaths(): Promise<string[]> {
  const sitemap = (await get(`${stack().url}/sitemap.xml`)).body.toString()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

describe('compression on the wire', () => {
  it('sends every public page and the assets it loads as br, gzip or plain, as asked', async () => {
    const paths = await publicPaths()
    expect(paths.length).toBeGreaterThanOrEqual(20)
    const assets = new Set<string>()
    for (const path of [...paths, '/no-such-page']) {
      const url = `${stack().url}${path}`
      const plain = await get(url)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(plain.headers.vary, path).toMatch(/Accept-Encoding/i)
      for (const [accept, expected] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const reply = await get(url, { 'accept-encoding': accept })
        expect(reply.status, `${path} ${accept}`).toBe(plain.status)
        expect(reply.headers['content-encoding'], `${path} ${accept}`).toBe(expected)
        // The same page: the nonce and the ETag belong to the cache entry, so bytes match.
        if (plain.status === 200) {
          expect(decoded(reply).equals(plain.body), `${path} ${accept}`).toBe(true)
        } else {
          expect(decoded(reply).toString(), path).toContain('Oops! Page not found')
        }
        if (expected) expect(reply.body.length, path).toBeLessThan(plain.body.length / 3)
      }
      const html = plain.body.toString()
      for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
        assets.add(match[1]!.replace(/#.*$/, ''))
      }
      // The scripts the page's loader starts (ADR 021).
      const loader = /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html)
      for (const file of loader ? [loader[1]!, ...loader[2]!.split(' ')] : []) assets.add(file)
    }
    expect([...assets].some((asset) => asset.endsWith('.js'))).toBe(true)
    expect([...assets].some((asset) => asset.endsWith('.css') || asset.endsWith('.js'))).toBe(true)
    for (const asset of assets) {
      const url = `${stack().url}${asset}`
      const plain = await get(url)
      expect(plain.status, asset).toBe(200)
      expect(plain.headers['content-encoding'], asset).toBeUndefined()
      const compressible = /\.(js|css|svg|json)$/.test(asset) && plain.body.length >= 1024
      for (const encoding of ['br', 'gzip'] as const) {
        const reply = await get(url, { 'accept-encoding': encoding })
        expect(reply.headers['content-encoding'], asset).toBe(compressible ? encoding : undefined)
        expect(decoded(reply).equals(plain.body), asset).toBe(true)
        expect(Number(reply.headers['content-length']), asset).toBe(reply.body.length)
      }
    }
  })

  it('answers a page’s ETag with 304 and no body, per encoding', async () => {
    const url = `${stack().url}/service`
    const first = await get(url, { 'accept-encoding': 'br' })
    const etag = first.headers.etag ?? ''
    expect(etag).toMatch(/^"[\w-]+-br"$/)
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const plain = await get(url)
    expect(plain.headers.etag).not.toBe(etag)
    expect((await get(url, { 'if-none-match': '"something-else"' })).status).toBe(200)
  })

  it('compresses the lake’s JSON and the sitemap made per request', async () => {
    const query = encodeURIComponent('*[_type == "serviceCard"]')
    const lake = await get(`${stack().url}/lake/v2025-02-19/data/query/production?query=${query}`, {
      'accept-encoding': 'br',
    })
    expect(lake.status).toBe(200)
    expect(lake.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decoded(lake).toString()).result.length).toBeGreaterThan(0)
    const sitemap = await get(`${stack().url}/sitemap.xml`, { 'accept-encoding': 'gzip' })
    expect(sitemap.headers['content-encoding']).toBe('gzip')
    expect(decoded(sitemap).toString()).toContain('<urlset')
  })
})
