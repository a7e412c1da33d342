import { Readable, pipeline } from 'node:stream'
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * Content encodings on the wire (issue 14, docs/decisions/018): Brotli, else gzip, as the
 * request's Accept-Encoding allows; identity when it allows neither (or says `q=0`).
 */
export type ContentEncoding = 'br' | 'gzip'

/** File extensions of the precompressed siblings the build writes next to each asset. */
export const ENCODING_EXTENSIONS: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The best encoding Accept-Encoding accepts: `br` before `gzip` at equal weight (smaller), a
 * `q=0` refuses one, `*` stands for any not named. Malformed parts are ignored.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  if (!value) return null
  const weights = new Map<string, number>()
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.trim().split(';')
    const name = rawName?.trim().toLowerCase()
    if (!name) continue
    let q = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    if (Number.isFinite(q)) weights.set(name, q)
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return null
}

/**
 * The body compressed once with the strongest settings (pages are compressed once per cache
 * entry and assets at build time, so the cost is paid once, not per request).
 */
export function compressOnce(
  body: Buffer | string,
  encoding: ContentEncoding,
  /** 'fast' for bodies made per response (pages never cached: not-found, dev). */
  effort: 'max' | 'fast' = 'max',
): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body) : body
  if (encoding === 'br') {
    return brotliCompressSync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    })
  }
  return gzipSync(input, { level: effort === 'max' ? 9 : 6 })
}

/** Media types worth compressing: text, JSON, JavaScript, SVG, XML, CSV. */
export const COMPRESSIBLE_TYPES =
  /^(text\/(html|css|javascript|plain|csv|xml)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/

/**
 * Whether If-None-Match names one of `etags` (weak or strong, or `*`): the client's copy is
 * current and a 304 answers.
 */
export function matchesEtag(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === '*' || etags.includes(tag)
  })
}

/** Bodies smaller than this are sent as they are: the headers would outweigh the saving. */
const COMPRESS_MIN_BYTES = 1024

/**
 * Replies made per request (API JSON, the lake proxy's JSON, CSV, not-found pages) compressed
 * as they go, at a quick setting. Pages and assets come compressed already (Content-Encoding
 * set: compressed once per cache entry or at build time) and are left alone; so are ranges,
 * types that are not text (video, images, résumés) and the listener's event stream.
 * A hook of the base app, added before any route, so every route of both servers has it.
 */
export function compressReplies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload
    if (reply.getHeader('content-encoding') || reply.getHeader('content-range')) return payload
    if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) {
      return payload
    }
    const type = String(reply.getHeader('content-type') ?? '')
    if (!COMPRESSIBLE_TYPES.test(type)) return payload
    addVary(reply)
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload
      const body = compressOnce(payload, encoding, 'fast')
      reply.header('content-encoding', encoding).header('content-length', body.length)
      return body
    }
    if (payload instanceof Readable) {
      const length = Number(reply.getHeader('content-length'))
      if (Number.isFinite(length) && length < COMPRESS_MIN_BYTES) return payload
      reply.header('content-encoding', encoding).removeHeader('content-length')
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 })
      // A failed source ends the compressed stream too (the reply is cut, as it would be plain).
      return pipeline(payload, compressor, () => {})
    }
    return payload
  })
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '')
  if (/\baccept-encoding\b/i.test(vary)) return
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
