import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { JSON_FIELD_MAX_BYTES } from '../../contract/limits'
import { DENY_ALL_CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS } from '../http/security-headers'

/**
 * The embedded lake's public reads on the site's origin, under /lake: exactly
 *
 *   GET|POST /lake/v<version>/data/query/<dataset>
 *   GET      /lake/images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>[/<vanity>]
 *   GET      /lake/files/<projectId>/<dataset>/<sha1>.<ext>[/<vanity>]
 *
 * and nothing else (issue 11 item 3). The path is split on `/` as sent, each segment is
 * percent-decoded and must match its pattern: a dot segment, an empty one (`//`), an encoded
 * slash or backslash, other letter case, any other lake route — 404 without a request to the
 * lake. The upstream URL is rebuilt from the checked segments, never from the raw path, so
 * nothing the client sends can be resolved into another route on the way.
 *
 * What comes back is made inert on our origin (item 2): the CDN's sandbox CSP is kept (or the
 * deny-all one set), nosniff always, and any type not on the passive list below is sent as an
 * attachment (SVG images keep their type for `<img>`, everything else becomes
 * application/octet-stream), so an uploaded HTML, SVG, XML or JS file never renders or runs
 * as a page of the site.
 */

const VERSION = /^v(?:1|X|\d{4}-\d{2}-\d{2})$/
const DATASET = /^[a-z0-9_-]{1,64}$/
const PROJECT_ID = /^[a-z0-9-]{1,64}$/
const IMAGE_NAME = /^[a-f0-9]{40}-\d{1,6}x\d{1,6}\.[a-z0-9]{1,10}$/
const FILE_NAME = /^[a-f0-9]{40}\.[a-z0-9]{1,10}$/
/** A vanity file name after the asset name (ignored by the CDN): word characters, `.`, `-`. */
const VANITY = /^(?!\.+$)[\w.-]{1,200}$/

export type LakeRouteKind = 'query' | 'images' | 'files'

export interface LakeTarget {
  kind: LakeRouteKind
  /** The lake path to request, rebuilt from checked segments (e.g. `/images/p/d/<name>`). */
  path: string
}

/** The lake route a `/lake` path stands for, or null. `path` is what follows `/lake`. */
export function parseLakePath(path: string): LakeTarget | null {
  if (!path.startsWith('/')) return null
  const segments: string[] = []
  for (const raw of path.slice(1).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    segments.push(segment)
  }
  const [first, ...rest] = segments
  const build = (kind: LakeRouteKind): LakeTarget => ({ kind, path: `/${segments.join('/')}` })
  if (first === 'images' || first === 'files') {
    const [projectId, dataset, name, vanity, ...extra] = rest
    const nameOk = (first === 'images' ? IMAGE_NAME : FILE_NAME).test(name ?? '')
    const ok =
      PROJECT_ID.test(projectId ?? '') &&
      DATASET.test(dataset ?? '') &&
      nameOk &&
      (vanity === undefined || VANITY.test(vanity)) &&
      extra.length === 0
    return ok ? build(first) : null
  }
  const [data, query, dataset, ...extra] = rest
  const ok =
    VERSION.test(first ?? '') &&
    data === 'data' &&
    query === 'query' &&
    DATASET.test(dataset ?? '') &&
    extra.length === 0
  return ok ? build('query') : null
}

/**
 * Types a browser only ever shows as media (or as inert text): served inline. Anything else
 * is an attachment.
 */
const PASSIVE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/mp4',
  'audio/aac',
  'audio/flac',
  'application/pdf',
  'font/woff',
  'font/woff2',
  'font/ttf',
  'font/otf',
  'text/plain',
])

/** Headers of the lake's reply that are passed on (besides content type, CSP, disposition). */
const RELAYED_HEADERS = [
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'cache-control',
  'last-modified',
  'vary',
  'retry-after',
]

const SVG = 'image/svg+xml'

/**
 * Content type and disposition for a lake reply on our origin: passive types unchanged, SVG
 * images as attachments that `<img>` still shows, the rest as opaque downloads.
 */
export function inertRepresentation(
  kind: LakeRouteKind,
  upstreamType: string | null,
  upstreamDisposition: string | null,
): { type: string | null; disposition: string | null } {
  const essence = upstreamType?.split(';')[0]!.trim().toLowerCase() ?? ''
  const attachment = upstreamDisposition?.trim().toLowerCase().startsWith('attachment')
    ? upstreamDisposition
    : 'attachment'
  if (kind === 'query') {
    return essence === 'application/json'
      ? { type: upstreamType, disposition: null }
      : { type: 'application/octet-stream', disposition: attachment }
  }
  if (PASSIVE_TYPES.has(essence)) {
    // `?dl` asks the CDN for a download: keep its (sanitised) attachment header.
    return { type: upstreamType, disposition: attachment === 'attachment' ? null : attachment }
  }
  if (kind === 'images' && essence === SVG) return { type: SVG, disposition: attachment }
  return { type: 'application/octet-stream', disposition: attachment }
}

/** Images a browser decodes as pixels (SVG, which can carry script, is not one). */
const RASTER_IMAGE_TYPE = /^image\/(jpeg|png|webp|gif|avif)(;|$)/

/** The CDN's policy when it sandboxes (with framing denied, as everywhere), else deny-all. */
export function inertPolicy(upstream: string | null): string {
  if (!upstream || !/(^|;)\s*sandbox\s*(;|$)/i.test(upstream)) {
    return DENY_ALL_CONTENT_SECURITY_POLICY
  }
  return /frame-ancestors/i.test(upstream) ? upstream : `${upstream}; frame-ancestors 'none'`
}

export function lakeProxyRoutes(app: FastifyInstance, lakeUrl: string): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw.url ?? ''
    const queryAt = raw.indexOf('?')
    const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt)
    const search = queryAt === -1 ? '' : raw.slice(queryAt)
    const target = pathname.startsWith('/lake/')
      ? parseLakePath(pathname.slice('/lake'.length))
      : null
    if (!target || (request.method === 'POST' && target.kind !== 'query')) {
      return notFound(reply)
    }
    // No Authorization is ever forwarded: anonymous reads see published content only.
    const headers: Record<string, string> = {}
    if (request.headers.range) headers.range = request.headers.range
    if (request.headers.accept) headers.accept = request.headers.accept
    let body: string | undefined
    if (request.method === 'POST') {
      const type = request.headers['content-type']?.split(';')[0]!.trim().toLowerCase()
      if (type !== 'application/json') {
        return reply
          .code(415)
          .type('application/json; charset=utf-8')
          .send({ error: 'Send the query as application/json', code: 'unsupported_type' })
      }
      body = request.body !== undefined ? JSON.stringify(request.body) : await readBody(request)
      if (body === undefined) {
        return reply
          .code(413)
          .type('application/json; charset=utf-8')
          .send({ error: 'The query is too large', code: 'too_large' })
      }
      headers['content-type'] = 'application/json'
    }
    let upstream: Response
    try {
      upstream = await fetch(`${lakeUrl}${target.path}${search}`, {
        method: request.method === 'POST' ? 'POST' : 'GET',
        headers,
        body,
        redirect: 'manual',
      })
    } catch {
      return reply
        .code(502)
        .type('application/json; charset=utf-8')
        .send({ error: 'The content store could not be reached', code: 'bad_gateway' })
    }
    reply.code(upstream.status)
    for (const name of RELAYED_HEADERS) {
      const value = upstream.headers.get(name)
      if (value) reply.header(name, value)
    }
    const { type, disposition } = inertRepresentation(
      target.kind,
      upstream.headers.get('content-type'),
      upstream.headers.get('content-disposition'),
    )
    if (type) reply.header('content-type', type)
    if (disposition) reply.header('content-disposition', disposition)
    reply.header(
      'content-security-policy',
      inertPolicy(upstream.headers.get('content-security-policy')),
    )
    reply.header('x-content-type-options', 'nosniff')
    if (type && RASTER_IMAGE_TYPE.test(type)) {
      // Opened on its own, a raster image is an image document that runs nothing: its framing
      // and feature policies are 700 bytes for nothing on every image of a page, sharing a slow
      // line with the page's largest one (ADR 021). It keeps the sandbox CSP above.
      for (const header of DOCUMENT_ONLY_HEADERS) {
        if (header !== 'content-security-policy') reply.removeHeader(header)
      }
    }
    if (!upstream.body) return reply.send()
    return reply.send(Readable.fromWeb(upstream.body as ReadableStream))
  }
  app.get('/lake/*', handler)
  app.post('/lake/*', handler)
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ error: 'Not found', code: 'not_found' })
}

/** A body no parser read (the pass-through app parses none), up to the JSON limit. */
async function readBody(request: FastifyRequest): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > JSON_FIELD_MAX_BYTES) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
