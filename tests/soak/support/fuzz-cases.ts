/**
 * fast-check generators of requests for every `/api` route and every public `/lake` route of the
 * site's port, and the sender that runs one against a server. Shared by the long fuzz command
 * (tests/soak/fuzz.ts, 2,000+ runs per route) and the short suites in the default `npm test`
 * (tests/security/fuzz-api.test.ts, fuzz-lake.test.ts, ~200 runs per route).
 *
 * The goal they check: whatever arrives, the answer is a status < 500, within a deadline.
 */
import http from 'node:http'
import fc from 'fast-check'
import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
} from '#contract/careers-options'
import { INBOX_KINDS } from '#contract/inbox'
import { adminToken } from '#test-support/admin-api'
import { jpegImage, mp4Video, oggVideo, pdfResume, pngLogo } from '#test-support/media-fixtures'
import { multipart, type Part } from '#test-support/multipart'

// --- Requests -----------------------------------------------------------------------------------

export interface FuzzRequest {
  method: string
  /** Path and query as sent on the request line (already percent-encoded where needed). */
  path: string
  headers: Record<string, string>
  body?: Buffer
}

export interface FuzzReply {
  /** The HTTP status, or what happened instead. */
  status: number | 'hang' | 'stream' | 'reset' | 'crash' | 'unsendable'
  ms: number
  /** The first bytes of the body (for reports). */
  snippet: string
  error?: string
}

/**
 * Sends one request over a fresh connection (node:http, so methods, paths and headers go out as
 * generated) and reads the reply to the end. `hang` when no complete reply came within
 * `timeoutMs`; `reset` when the server closed the connection without a reply; `unsendable` when
 * Node itself refuses to send the request (an invalid header character, say).
 */
export function send(
  baseUrl: string,
  request: FuzzRequest,
  timeoutMs = 10_000,
): Promise<FuzzReply> {
  const url = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve) => {
    let settled = false
    // Assigned once below, but `done` (defined first) clears it.
    // eslint-disable-next-line prefer-const
    let timer: NodeJS.Timeout | undefined
    const done = (reply: Omit<FuzzReply, 'ms'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...reply, ms: performance.now() - started })
    }
    let req: http.ClientRequest
    try {
      // Header values go out as their UTF-8 bytes (what a raw client sends). Control characters
      // but tab are left out: Node refuses to send them (and llhttp would answer 400).
      const headers: Record<string, string | number> = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          // eslint-disable-next-line no-control-regex
          Buffer.from(value.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, ''), 'utf8').toString('latin1'),
        ]),
      )
      if (request.body && request.method !== 'HEAD' && headers['content-length'] === undefined) {
        headers['content-length'] = request.body.length
      }
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent: false,
        insecureHTTPParser: false,
      })
    } catch (error) {
      return done({ status: 'unsendable', snippet: '', error: String(error) })
    }
    let headStatus: number | undefined
    let snippet = ''
    timer = setTimeout(() => {
      req.destroy(new Error('timeout'))
      // Headers without the end of the body: an open stream (a listener, say).
      done({
        status: headStatus === undefined ? 'hang' : 'stream',
        snippet,
        ...(headStatus === undefined ? {} : { error: `status ${headStatus}, body still open` }),
      })
    }, timeoutMs)
    req.on('response', (res) => {
      headStatus = res.statusCode
      res.on('data', (chunk: Buffer) => {
        if (snippet.length < 400) snippet += chunk.toString('utf8', 0, 400 - snippet.length)
      })
      res.on('end', () => done({ status: res.statusCode ?? 0, snippet }))
      res.on('error', () => done({ status: res.statusCode ?? 0, snippet }))
    })
    req.on('error', (error) =>
      done({ status: 'reset', snippet: '', error: (error as NodeJS.ErrnoException).code }),
    )
    try {
      // A body goes with any method but HEAD (a GET with a body is a request like any other).
      if (request.body && request.method !== 'HEAD') {
        req.end(request.body)
      } else req.end()
    } catch (error) {
      done({ status: 'unsendable', snippet: '', error: String(error) })
    }
  })
}

/** A request as one line, for reports and counterexamples. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…` : v}`)
    .join(' | ')
  const body =
    request.body && request.method !== 'HEAD'
      ? ` body(${request.body.length} B): ${JSON.stringify(request.body.toString('latin1').slice(0, 300))}`
      : ''
  return `${request.method} ${request.path.length > 400 ? `${request.path.slice(0, 400)}…` : request.path} [${headers}]${body}`
}

// --- What the generators know about the server under test ---------------------------------------

export interface FuzzContext {
  /** A valid admin token (from admin.php). */
  token: string
  /** Paths of existing assets as the lake serves them, e.g. `images/local/production/<sha1>-1x1.png`. */
  imagePaths: string[]
  filePaths: string[]
  /** Video names `video/{name}` serves (`<sha1>.<ext>`). */
  videoNames: string[]
  /** Ids of the admin inboxes' items (quotes and applications), for /api/inbox. */
  inboxIds: string[]
  projectId: string
  dataset: string
  /** The admin's e-mail, never used in login attempts (the lockout must not end the fuzzing). */
  adminEmail: string
}

/** Logs in and lists a few existing assets and videos through the public routes. */
export async function prepareContext(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<FuzzContext> {
  const token = await adminToken(`${baseUrl}/api`, admin)
  const query = async <T>(groq: string): Promise<T> => {
    const response = await fetch(
      `${baseUrl}/lake/v2025-02-19/data/query/production?query=${encodeURIComponent(groq)}`,
    )
    const body = (await response.json()) as { result?: T }
    if (!response.ok) throw new Error(`lake query failed: ${response.status}`)
    return body.result as T
  }
  if ((await query<number>('count(*[_type == "sanity.fileAsset"])')) === 0) {
    await uploadSomeMedia(baseUrl, token)
  }
  const imagePaths = await query<string[]>('*[_type == "sanity.imageAsset"][0...12].path')
  const filePaths = await query<string[]>('*[_type == "sanity.fileAsset"][0...12].path')
  const home = (await (
    await fetch(`${baseUrl}/api/home.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
    })
  ).json()) as { data?: { video: string[] }[] }
  const videoNames = [...new Set((home.data ?? []).flatMap((entry) => entry.video).filter(Boolean))]
  const inboxIds: string[] = []
  for (const kind of INBOX_KINDS) {
    const list = (await (
      await fetch(`${baseUrl}/api/inbox/${kind}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items?: { id: string }[] }
    inboxIds.push(...(list.items ?? []).slice(0, 6).map((item) => item.id))
  }
  return {
    token,
    imagePaths,
    filePaths,
    videoNames,
    inboxIds,
    projectId: 'local',
    dataset: 'production',
    adminEmail: admin.email,
  }
}

/** An empty store gets a few images and a video through admin saves, for the media routes. */
async function uploadSomeMedia(baseUrl: string, token: string): Promise<void> {
  const save = async (
    route: string,
    files: Record<string, { bytes: Buffer; type: string; name: string }>,
  ) => {
    const form = new FormData()
    form.append('mode', 'post')
    for (const [field, file] of Object.entries(files)) {
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    }
    const response = await fetch(`${baseUrl}/api/${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    if (!response.ok)
      throw new Error(`${route} save failed: ${response.status} ${await response.text()}`)
  }
  await save('about.php', { bannerImage: pngLogo(), aboutImage: jpegImage() })
  await save('home.php', { videoone: mp4Video(), videotwo: oggVideo() })
}

// --- Building blocks ----------------------------------------------------------------------------

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE']

/** Mostly the route's own method, sometimes any other (or an invented one). */
function method(usual: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(usual) },
    { weight: 2, arbitrary: fc.constantFrom(...METHODS) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,10}$/) },
  )
}

/** Mostly the route's own methods (`weight` to 1), now and then any `method(usual)` sends. */
function mostly(methods: readonly [string, ...string[]], weight: number): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight,
      arbitrary: methods.length === 1 ? fc.constant(methods[0]) : fc.constantFrom(...methods),
    },
    { weight: 1, arbitrary: method(methods[0]) },
  )
}

/** Text a user could type, and text nobody types. */
const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e',
    '../../etc/passwd',
    '%2e%2e%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{7*7}}',
    '__proto__',
    'constructor',
    'javascript:alert(1)',
    'a'.repeat(5000),
    '\r\nX-Injected: 1',
    'NaN',
    '-1',
    '1e309',
  ),
)

/** Lone surrogates replaced by U+FFFD (String#toWellFormed, ES2024, without the lib typing). */
function wellFormed(value: string): string {
  return (value as unknown as { toWellFormed(): string }).toWellFormed()
}

function encodeUrlPart(value: string): string {
  // encodeURIComponent throws on lone surrogates; send those as the bytes of U+FFFD.
  return encodeURIComponent(wellFormed(value))
}

/** `?a=b&…`: arbitrary keys and values, encoded, sometimes a key twice or a raw `%`. */
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('mode', 'token', 'q', 'id', 'lang', 'status', '__proto__', 'a[b]'),
        weirdString,
      ),
      weirdString,
    ),
    { maxLength: 4 },
  )
  .chain((pairs) =>
    fc.constantFrom(
      pairs.length
        ? `?${pairs.map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(v)}`).join('&')}`
        : '',
      '',
      '?%',
      '?a=%zz',
    ),
  )

/** The Authorization header: none, the real token, and every way to get it wrong. */
function authorization(ctx: FuzzContext): fc.Arbitrary<string | undefined> {
  const [head, payload, signature] = ctx.token.split('.')
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constant(`Bearer ${ctx.token}`) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        `bearer ${ctx.token}`,
        `Bearer ${ctx.token}x`,
        `Bearer ${head}.${payload}.`,
        `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
        `Bearer ${head}.${payload}.${signature?.slice(0, -2)}AA`,
        `Bearer ${ctx.token} ${ctx.token}`,
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        'Bearer',
        'Bearer ',
        `JWT ${ctx.token}`,
        ctx.token,
      ),
    },
    { weight: 2, arbitrary: weirdString.map((s) => `Bearer ${s}`) },
  )
}

/** Extra headers: encodings, ranges, origins, forwarded addresses, arbitrary names. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'identity', 'x', '')),
      fc.tuple(
        fc.constant('range'),
        fc.oneof(
          fc.constantFrom(
            'bytes=0-0',
            'bytes=-1',
            'bytes=5-2',
            'bytes=0-',
            'bytes=99999999-',
            'items=0-1',
            'bytes=0-1,3-4',
          ),
          fc
            .tuple(fc.integer({ min: -10, max: 1e9 }), fc.integer({ min: -10, max: 1e9 }))
            .map(([a, b]) => `bytes=${a}-${b}`),
        ),
      ),
      fc.tuple(
        fc.constant('origin'),
        fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:3000'),
      ),
      fc.tuple(
        fc.constant('x-forwarded-for'),
        fc.constantFrom('1.2.3.4', '::1', 'garbage', '1.1.1.1, 2.2.2.2'),
      ),
      fc.tuple(fc.constant('accept'), fc.constantFrom('*/*', 'text/html', 'application/json', '')),
      fc.tuple(fc.constant('if-none-match'), fc.constantFrom('*', '"x"', 'W/"y"')),
      fc.tuple(fc.constant('expect'), fc.constantFrom('100-continue')),
      fc.tuple(
        fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
        fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs))

function headers(
  ctx: FuzzContext,
  contentType: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<Record<string, string>> {
  return fc.tuple(authorization(ctx), contentType, extraHeaders).map(([auth, type, extra]) => {
    const out: Record<string, string> = { ...extra }
    if (auth !== undefined) out.authorization = auth
    if (type !== undefined) out['content-type'] = type
    return out
  })
}

/** JSON-ish bodies: valid JSON of any shape, the expected shape with wrong values, and garbage. */
function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Buffer> {
  const valueOrJunk = (arb: fc.Arbitrary<unknown>) => fc.oneof(arb, fc.jsonValue({ maxDepth: 2 }))
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, valueOrJunk(a)])), {
            requiredKeys: [],
          })
          .map((o) => JSON.stringify(o)),
      },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '',
          '{',
          'null',
          '[]',
          '"x"',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '\ufeff{"mode":"getall"}',
          '{"mode":"getall"} trailing',
          '{"mode":"getall","mode":"get"}',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
        ),
      },
    )
    .map((text) => Buffer.from(text, 'utf8'))
}

const jsonContentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'application/json; charset=latin1',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

// --- Multipart ----------------------------------------------------------------------------------

const fileContents: fc.Arbitrary<{ data: Buffer; type: string; ext: string }> = fc.oneof(
  fc.constant(null).map(() => ({ data: pngLogo().bytes, type: 'image/png', ext: 'png' })),
  fc.constant(null).map(() => ({ data: mp4Video().bytes, type: 'video/mp4', ext: 'mp4' })),
  fc.constant(null).map(() => ({ data: oggVideo().bytes, type: 'video/ogg', ext: 'ogg' })),
  fc.constant(null).map(() => ({ data: pdfResume().bytes, type: 'application/pdf', ext: 'pdf' })),
  fc
    .uint8Array({ maxLength: 2048 })
    .map((b) => ({ data: Buffer.from(b), type: 'application/octet-stream', ext: 'bin' })),
  fc.constantFrom(
    {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/svg+xml',
      ext: 'svg',
    },
    { data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html', ext: 'html' },
    { data: Buffer.from('GIF89a/*<script>*/alert(1)//'), type: 'image/gif', ext: 'gif' },
    { data: Buffer.alloc(0), type: 'image/png', ext: 'png' },
    // A PNG header declaring 30,000 x 30,000 pixels.
    {
      data: Buffer.concat([
        pngLogo().bytes.subarray(0, 16),
        Buffer.from([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30]),
        pngLogo().bytes.subarray(24),
      ]),
      type: 'image/png',
      ext: 'png',
    },
  ),
  // A real file truncated at a random point.
  fc.tuple(fc.constantFrom('png', 'mp4'), fc.integer({ min: 1, max: 4000 })).map(([ext, cut]) => {
    const data = ext === 'png' ? pngLogo().bytes : mp4Video().bytes
    return { data: data.subarray(0, cut), type: ext === 'png' ? 'image/png' : 'video/mp4', ext }
  }),
)

function multipartBody(
  fieldNames: readonly string[],
  fileFields: readonly string[],
  jsonFields: readonly string[],
  plausible: readonly string[] = [],
): fc.Arbitrary<{ body: Buffer; contentType: string | undefined }> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fieldNames, ...fileFields, 'mode') },
    { weight: 1, arbitrary: weirdString },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'photos[0]',
        'photos[49]',
        'photos[50]',
        'photos[999]',
        'photos[-1]',
        'photos[01]',
      ),
    },
  )
  const textValue = fc.oneof(
    fc.constantFrom('post', 'get', 'getall', 'hello', '', ...plausible),
    weirdString,
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    jsonFields.length
      ? fc.constantFrom(
          '["a","b"]',
          '[{"title":"t","content":"c","date":"2026-01-01"}]',
          '["https://www.youtube.com/watch?v=x"]',
          '["javascript:alert(1)"]',
          '[{"title":"t","content":"c","date":"2026-02-30"}]',
          `[${'"x",'.repeat(600)}"x"]`,
        )
      : fc.constant('x'),
  )
  const textPart: fc.Arbitrary<Part> = fc.record({
    name,
    value: textValue.map((v) => Buffer.from(wellFormed(v), 'utf8')),
  })
  const filePart: fc.Arbitrary<Part> = fc
    .tuple(
      fileFields.length ? fc.oneof(fc.constantFrom(...fileFields), name) : name,
      fileContents,
      fc.oneof(
        fc.constant(''),
        weirdString,
        fc.constantFrom('a.png', 'x.php.mp4', 'CON', '.htaccess', 'resume\u202efdp.exe'),
      ),
      fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(
          'image/png',
          'video/mp4',
          'application/pdf',
          'text/html',
          'image/svg+xml',
          '',
        ),
        fc.string({ maxLength: 20 }),
      ),
    )
    .map(([field, file, filename, type]) => ({
      name: field,
      filename: filename || `upload.${file.ext}`,
      type: type ?? file.type,
      data: file.data,
    }))
  const parts = fc.array(
    fc.oneof({ weight: 2, arbitrary: textPart }, { weight: 1, arbitrary: filePart }),
    { maxLength: 7 },
  )
  const withMode = fc
    .tuple(fc.boolean(), parts)
    .map(([mode, list]) =>
      mode ? [{ name: 'mode', value: Buffer.from('post') } as Part, ...list] : list,
    )
  return fc
    .tuple(
      withMode,
      fc.constantFrom(
        'ok',
        'ok',
        'ok',
        'ok',
        'no-name',
        'no-end',
        'truncated',
        'wrong-boundary',
        'no-boundary',
        'crlf-in-name',
        'garbage',
      ),
      fc.integer({ min: 0, max: 10_000 }),
    )
    .map(([list, damage, cut]) => {
      const boundary = `----fuzz${cut.toString(36)}boundary`
      // Names and file names go out escaped, but with 'crlf-in-name' (a raw CR/LF in the name).
      const escaped = (name: string) =>
        damage === 'crlf-in-name' ? `${name}\r\n` : name.replace(/["\r\n]/g, '_')
      const parts = list.map((part): Part =>
        'filename' in part
          ? {
              name: escaped(part.name),
              filename: wellFormed(part.filename).replace(/["\r\n]/g, '_'),
              type: (part.type ?? '').replace(/[\r\n]/g, ''),
              data: part.data,
            }
          : { name: escaped(part.name), value: part.value },
      )
      // 'no-name': parts whose Content-Disposition has no name parameter at all.
      let { body } = multipart(parts, {
        boundary,
        names: damage !== 'no-name',
        end: damage !== 'no-end',
      })
      if (damage === 'truncated') body = body.subarray(0, Math.min(body.length, cut))
      if (damage === 'garbage') body = Buffer.from(`${'x'.repeat(cut % 500)}--${boundary}\r\n\r\n`)
      const contentType =
        damage === 'wrong-boundary'
          ? `multipart/form-data; boundary=other${boundary}`
          : damage === 'no-boundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`
      return { body, contentType }
    })
}

// --- /api routes --------------------------------------------------------------------------------

export interface RouteFuzz {
  /** A short name for reports, e.g. `POST /api/home.php`. */
  name: string
  requests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest>
}

/** A content route (JSON reads, multipart admin saves). */
function contentRoute(
  route: string,
  readModes: string[],
  fields: string[],
  files: string[],
  jsonFields: string[],
): RouteFuzz {
  return {
    name: `/api/${route}`,
    requests: (ctx) =>
      fc.oneof(
        // JSON reads (and everything else a JSON body can be)
        fc
          .tuple(
            method('POST'),
            queryString,
            headers(ctx, jsonContentType),
            jsonBody({ mode: fc.constantFrom(...readModes, 'post', 'GETALL') }),
          )
          .map(([m, q, h, body]) => ({ method: m, path: `/api/${route}${q}`, headers: h, body })),
        // multipart saves
        fc
          .tuple(
            method('POST'),
            queryString,
            headers(ctx, fc.constant(undefined)),
            multipartBody(fields, files, jsonFields),
          )
          .map(([m, q, h, { body, contentType }]) => ({
            method: m,
            path: `/api/${route}${q}`,
            headers: contentType ? { ...h, 'content-type': contentType } : h,
            body,
          })),
      ),
  }
}

/** Tracking numbers: the demo ones, made-up well-formed ones, and path tricks. */
const trackingNumber = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('GBF-AIR-1001', 'GBF-SEA-2001', 'GBF-ROAD-3001', 'FUZZ-1'),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/) },
  { weight: 2, arbitrary: weirdString.map(encodeUrlPart) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '..', '%2e%2e%2f', 'a/b', '%00', '%', 'A'.repeat(10_000)),
  },
)

export function apiRoutes(): RouteFuzz[] {
  return [
    {
      name: '/api/admin.php',
      requests: (ctx) =>
        fc
          .tuple(
            method('POST'),
            queryString,
            headers(ctx, jsonContentType),
            jsonBody({
              email: fc
                .oneof(fc.emailAddress(), weirdString)
                .filter((e) => e.toLowerCase() !== ctx.adminEmail.toLowerCase()),
              password: fc.oneof(weirdString, fc.string({ maxLength: 2000 })),
            }),
          )
          .map(([m, q, h, body]) => ({ method: m, path: `/api/admin.php${q}`, headers: h, body })),
    },
    {
      name: '/api/verifytoken.php',
      requests: (ctx) =>
        fc
          .tuple(
            method('GET'),
            queryString,
            headers(ctx, fc.oneof(fc.constant(undefined), jsonContentType)),
            fc.option(jsonBody({ token: fc.constant(ctx.token) }), { nil: undefined }),
          )
          .map(([m, q, h, body]) => ({
            method: m,
            path: `/api/verifytoken.php${q}`,
            headers: h,
            body,
          })),
    },
    contentRoute(
      'home.php',
      ['getall'],
      [
        'slogone',
        'slogtwo',
        'slogthree',
        'slogsubone',
        'slogsubtwo',
        'slogsubthree',
        'testimonial',
      ],
      ['videoone', 'videotwo', 'videothree'],
      ['testimonial'],
    ),
    contentRoute(
      'about.php',
      ['get'],
      [
        'welcomeTitle',
        'welcomeContent',
        'whoWeAreTitle',
        'whoWeAreContent',
        'ourVisionTitle',
        'visionPoints',
      ],
      ['bannerImage', 'aboutImage'],
      ['visionPoints'],
    ),
    contentRoute('trackship.php', ['get'], ['shipmentcontent'], ['bannerImage'], []),
    contentRoute(
      'media-center.php',
      ['get'],
      ['news', 'videoLinks'],
      ['bannerImage', 'photos[0]', 'photos[1]'],
      ['news', 'videoLinks'],
    ),
    {
      name: '/api/careers.php',
      requests: (ctx) => {
        const fields = [
          'fullname',
          'email',
          'phone',
          'position',
          'experience',
          'education',
          'location',
          'coverletter',
        ]
        return fc.oneof(
          fc
            .tuple(
              method('POST'),
              queryString,
              headers(ctx, jsonContentType),
              jsonBody({
                fullname: fc.oneof(fc.constant('Fuzz Applicant'), weirdString),
                email: fc.oneof(
                  fc.emailAddress(),
                  weirdString,
                  fc.constant('a@b.c\r\nBcc: x@evil.example'),
                ),
                phone: fc.oneof(fc.constant('+971 4 000 0000'), weirdString),
                position: fc.oneof(fc.constantFrom(...CAREER_POSITIONS), weirdString),
                experience: fc.oneof(fc.constantFrom(...CAREER_EXPERIENCE), weirdString),
                education: fc.oneof(fc.constantFrom(...CAREER_EDUCATION), weirdString),
                location: fc.oneof(fc.constantFrom(...CAREER_LOCATIONS), weirdString),
                coverletter: weirdString,
                resume: fc.oneof(fc.constantFrom('cv.pdf', 'cv.docx', null), weirdString),
              }),
            )
            .map(([m, q, h, body]) => ({
              method: m,
              path: `/api/careers.php${q}`,
              headers: h,
              body,
            })),
          fc
            .tuple(
              method('POST'),
              queryString,
              headers(ctx, fc.constant(undefined)),
              multipartBody(
                fields,
                ['resume'],
                [],
                [
                  ...CAREER_POSITIONS,
                  ...CAREER_EXPERIENCE,
                  ...CAREER_EDUCATION,
                  ...CAREER_LOCATIONS,
                  'Fuzz Applicant',
                  'fuzz@example.com',
                  '+971 4 000 0000',
                ],
              ),
            )
            .map(([m, q, h, { body, contentType }]) => ({
              method: m,
              path: `/api/careers.php${q}`,
              headers: contentType ? { ...h, 'content-type': contentType } : h,
              body,
            })),
        )
      },
    },
    {
      name: '/api/dashboard.php',
      requests: (ctx) =>
        fc
          .tuple(
            method('GET'),
            queryString,
            headers(ctx, fc.oneof(fc.constant(undefined), jsonContentType)),
            fc.option(jsonBody({ mode: fc.constant('get') }), { nil: undefined }),
          )
          .map(([m, q, h, body]) => ({
            method: m,
            path: `/api/dashboard.php${q}`,
            headers: h,
            body,
          })),
    },
    {
      name: '/api/quote.php',
      requests: (ctx) =>
        fc
          .tuple(
            method('POST'),
            queryString,
            headers(ctx, fc.oneof(jsonContentType, fc.constant('multipart/form-data'))),
            jsonBody({
              source: fc.constantFrom('get-quote', 'contact', 'careers', ''),
              name: weirdString,
              email: fc.oneof(fc.emailAddress(), weirdString),
              phone: fc.oneof(fc.constant('+971 6 557 4400'), weirdString),
              service: fc.oneof(fc.constant('Air Freight'), weirdString),
              origin: weirdString,
              destination: weirdString,
              cargoType: fc.oneof(fc.constantFrom('general', 'hazardous', ''), weirdString),
              weight: fc.oneof(fc.double(), weirdString, fc.constant(null)),
              message: weirdString,
              lang: fc.constantFrom('en', 'ar', 'fr', '', 'AR'),
              elapsedMs: fc.oneof(fc.integer(), weirdString),
              website: weirdString,
            }),
          )
          .map(([m, q, h, body]) => ({ method: m, path: `/api/quote.php${q}`, headers: h, body })),
    },
    {
      name: '/api/track/*',
      requests: (ctx) =>
        fc
          .tuple(
            mostly(['GET'], 5),
            trackingNumber,
            queryString,
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, n, q, h]) => ({ method: m, path: `/api/track/${n}${q}`, headers: h })),
    },
    {
      name: '/api/shipments',
      requests: (ctx) => {
        const event = fc.record(
          {
            time: fc.oneof(fc.constant('2026-11-25T10:00:00+04:00'), weirdString),
            location: weirdString,
            status: weirdString,
          },
          { requiredKeys: [] },
        )
        const write = (path: fc.Arbitrary<string>, usual: string, body: fc.Arbitrary<Buffer>) =>
          fc
            .tuple(method(usual), path, queryString, headers(ctx, jsonContentType), body)
            .map(([m, p, q, h, b]) => ({
              method: m,
              path: `/api/shipments${p}${q}`,
              headers: h,
              body: b,
            }))
        return fc.oneof(
          // Reads: the list and one shipment
          fc
            .tuple(
              method('GET'),
              fc.oneof(
                fc.constant(''),
                trackingNumber.map((n) => `/${n}`),
              ),
              queryString,
              headers(ctx, fc.constant(undefined)),
            )
            .map(([m, p, q, h]) => ({ method: m, path: `/api/shipments${p}${q}`, headers: h })),
          // Create or replace, with an If-Match or If-None-Match precondition now and then
          write(
            trackingNumber.map((n) => `/${n}`),
            'PUT',
            jsonBody({
              mode: fc.oneof(fc.constantFrom('air', 'sea', 'road', 'rail'), weirdString),
              origin: weirdString,
              destination: weirdString,
              status: weirdString,
              eta: fc.oneof(fc.constant('2026-12-01'), weirdString, fc.constant(null)),
              events: fc.array(event, { maxLength: 4 }),
              lang: fc.constantFrom('en', 'ar', 'xx'),
            }),
          ).chain((request) =>
            fc
              .constantFrom<Record<string, string>>(
                {},
                { 'if-none-match': '*' },
                { 'if-match': '"nope"' },
                { 'if-match': 'W/"x", "y"' },
                { 'if-none-match': '' },
              )
              .map((extra) => ({ ...request, headers: { ...request.headers, ...extra } })),
          ),
          // Add an event, and paths that are not /events
          write(
            fc
              .tuple(trackingNumber, fc.constantFrom('/events', '', '/other', '/events/x'))
              .map(([n, tail]) => `/${n}${tail}`),
            'POST',
            jsonBody({
              time: fc.oneof(fc.constant('2026-11-25T10:00:00Z'), weirdString),
              location: weirdString,
              status: weirdString,
              lang: fc.constantFrom('en', 'ar', 'xx'),
            }),
          ),
          fc
            .tuple(method('DELETE'), trackingNumber, headers(ctx, fc.constant(undefined)))
            .map(([m, n, h]) => ({ method: m, path: `/api/shipments/${n}`, headers: h })),
        )
      },
    },
    {
      name: '/api/inbox/*',
      requests: (ctx) => {
        const kind = fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...INBOX_KINDS) },
          { weight: 1, arbitrary: fc.constantFrom('messages', '', 'QUOTES', '..', '%2e%2e') },
          { weight: 1, arbitrary: weirdString.map(encodeUrlPart) },
        )
        const id = fc.oneof(
          ...(ctx.inboxIds.length
            ? [{ weight: 4, arbitrary: fc.constantFrom(...ctx.inboxIds) }]
            : []),
          { weight: 2, arbitrary: fc.uuid() },
          { weight: 2, arbitrary: weirdString.map(encodeUrlPart) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('export.csv', 'a'.repeat(65), '..%2f..%2f', '%00', '%'),
          },
        )
        const tail = fc.oneof(
          fc.constant(''),
          fc.constant('/export.csv'),
          id.map((i) => `/${i}`),
          id.map((i) => `/${i}/resume`),
        )
        return fc
          .tuple(
            mostly(['GET', 'PATCH'], 4),
            kind,
            tail,
            queryString,
            headers(ctx, fc.oneof(fc.constant(undefined), jsonContentType)),
            fc.option(
              jsonBody({
                status: fc.oneof(fc.constantFrom('new', 'in-progress', 'closed'), weirdString),
                note: weirdString,
                read: fc.oneof(fc.boolean(), weirdString),
              }),
              { nil: undefined },
            ),
          )
          .map(([m, k, t, q, h, body]) => ({
            method: m,
            path: `/api/inbox/${k}${t}${q}`,
            headers: h,
            body: m === 'GET' || m === 'HEAD' ? undefined : body,
          }))
      },
    },
    {
      name: '/api/studio-drafts/*',
      requests: (ctx) =>
        fc
          .tuple(
            mostly(['GET', 'HEAD'], 5),
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom('about', 'trackship', 'media-center') },
              { weight: 1, arbitrary: fc.constantFrom('', 'home', '..', '%2e%2e', 'about/x', '%') },
              { weight: 1, arbitrary: weirdString.map(encodeUrlPart) },
            ),
            queryString,
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, k, q, h]) => ({ method: m, path: `/api/studio-drafts/${k}${q}`, headers: h })),
    },
    {
      // Preview mode (docs/decisions/030): without a valid cookie or secret, every answer is a
      // 4xx (or a redirect of disable), whatever the secret, perspective, pathname or query.
      name: '/api/preview/*',
      requests: (ctx) => {
        const value = fc.oneof(
          { weight: 2, arbitrary: weirdString },
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              '//elsewhere.example',
              '/\\elsewhere.example',
              'https://elsewhere.example/x',
              'drafts',
              'rA,rB,drafts',
              Array.from({ length: 40 }, (_, i) => `r${i}`).join(','),
              '*[_type == "quoteRequest"]',
              '%',
            ),
          },
        )
        const params = fc
          .uniqueArray(
            fc.tuple(
              fc.constantFrom(
                'sanity-preview-secret',
                'sanity-preview-perspective',
                'sanity-preview-pathname',
                'redirect',
                'query',
                '$path',
              ),
              value,
            ),
            { maxLength: 4, selector: ([name]) => name },
          )
          .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ''))
        return fc
          .tuple(
            mostly(['GET', 'HEAD', 'POST'], 5),
            fc.constantFrom('enable', 'disable', 'query', 'events', '', 'x', '..%2fquery'),
            fc.oneof(params, queryString),
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, route, q, h]) => ({ method: m, path: `/api/preview/${route}${q}`, headers: h }))
      },
    },
    {
      name: '/api/video/*',
      requests: (ctx) => {
        const sha = fc.stringMatching(/^[a-f0-9]{40}$/)
        const name = fc.oneof(
          ...(ctx.videoNames.length
            ? [{ weight: 4, arbitrary: fc.constantFrom(...ctx.videoNames) }]
            : []),
          {
            weight: 2,
            arbitrary: fc
              .tuple(sha, fc.constantFrom('mp4', 'webm', 'ogg', 'MP4', 'exe', ''))
              .map(([s, e]) => `${s}.${e}`),
          },
          { weight: 2, arbitrary: weirdString.map(encodeUrlPart) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '',
              '..%2f..%2flake.sqlite',
              '%2e%2e/%2e%2e/etc/passwd',
              '..',
              'a/b',
              '%00',
              '%',
              '%zz',
              `${'a'.repeat(40)}.mp4/..`,
              '.mp4',
            ),
          },
        )
        return fc
          .tuple(
            mostly(['GET', 'HEAD'], 5),
            name,
            queryString,
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, n, q, h]) => ({ method: m, path: `/api/video/${n}${q}`, headers: h }))
      },
    },
  ]
}

// --- GROQ ---------------------------------------------------------------------------------------

const IDENTS = [
  '_id',
  '_type',
  '_rev',
  '_createdAt',
  '_updatedAt',
  'title',
  'name',
  'slug',
  'slug.current',
  'body',
  'slogans',
  'news',
  'photos',
  'asset',
  'seq',
  'x',
  'references',
  'a_b',
  'ñ',
]
const FUNCTIONS = [
  'count',
  'defined',
  'coalesce',
  'select',
  'length',
  'lower',
  'upper',
  'round',
  'string',
  'references',
  'dateTime',
  'now',
  'identity',
  'path',
  'boost',
  'string::split',
  'string::startsWith',
  'array::join',
  'array::compact',
  'array::unique',
  'array::intersects',
  'math::sum',
  'math::avg',
  'math::min',
  'math::max',
  'pt::text',
  'geo::distance',
  'sanity::projectId',
  'sanity::dataset',
  'global::count',
  'delta::changedAny',
  'diff::changedAny',
  'text::query',
  'nosuch::fn',
  'score',
]
const OPERATORS = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '&&',
  '||',
  'in',
  'match',
  '+',
  '-',
  '*',
  '/',
  '%',
  '**',
  '..',
  '...',
  '=>',
]

const groqString = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => JSON.stringify(s)),
  fc.constantFrom('"a*"', '"*"', '"\\u0000"', "'single'", '"\\ud800"', '"unterminated', '"a\\"b"'),
)
const groqNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ noNaN: true }).map((d) => (Number.isFinite(d) ? String(d) : '1e309')),
  fc.constantFrom('0', '-0', '1e308', '9007199254740993', '0x10', '1.', '.5', '1e-400'),
)
const groqParamName = fc.constantFrom('$a', '$b', '$arr', '$type', '$missing', '$0', '$')

/**
 * GROQ-ish text: a small grammar of the language (filters, projections, pipes, dereferences,
 * slices, functions, operators, parameters), with `*` nested at most `maxStars` deep so one run
 * stays cheap on a small dataset, plus raw noise spliced in. Depth is bounded by `depth`.
 */
export function groqExpression(depth = 3, maxStars = 2): fc.Arbitrary<string> {
  const memo = new Map<string, fc.Arbitrary<string>>()
  const expr = (d: number, stars: number): fc.Arbitrary<string> => {
    const key = `${d}:${stars}`
    const hit = memo.get(key)
    if (hit) return hit
    const atoms: fc.Arbitrary<string>[] = [
      fc.constantFrom(...IDENTS),
      fc.constantFrom('@', '^', '^.^', 'true', 'false', 'null', '[]', '{}'),
      groqString,
      groqNumber,
      groqParamName,
    ]
    if (stars > 0) atoms.push(fc.constant('*'))
    const atom = fc.oneof(...atoms)
    if (d <= 0) {
      memo.set(key, atom)
      return atom
    }
    const sub = expr(d - 1, stars)
    const inner = expr(d - 1, Math.max(0, stars - 1))
    const projection = fc
      .array(
        fc.oneof(
          fc.constantFrom(...IDENTS, '...', '"k": 1', 'asset->', '"n": count(photos)'),
          fc.tuple(groqString, sub).map(([k, v]) => `${k}: ${v}`),
        ),
        { maxLength: 4 },
      )
      .map((items) => `{${items.join(', ')}}`)
    const arb = fc.oneof(
      { weight: 3, arbitrary: atom },
      {
        weight: 2,
        arbitrary: fc
          .tuple(sub, fc.constantFrom(...OPERATORS), sub)
          .map(([a, op, b]) => `${a} ${op} ${b}`),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom('!', '-', '+'), sub).map(([op, a]) => `${op}${a}`),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...FUNCTIONS), fc.array(sub, { maxLength: 3 }))
          .map(([f, args]) => `${f}(${args.join(', ')})`),
      },
      ...(stars > 0
        ? [
            {
              weight: 2,
              arbitrary: fc.tuple(fc.constant('*'), inner).map(([s, f]) => `${s}[${f}]`),
            },
          ]
        : []),
      { weight: 2, arbitrary: fc.tuple(sub, inner).map(([base, f]) => `${base}[${f}]`) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            sub,
            fc.integer({ min: -5, max: 50 }),
            fc.integer({ min: -5, max: 50 }),
            fc.constantFrom('..', '...'),
          )
          .map(([b, x, y, r]) => `${b}[${x}${r}${y}]`),
      },
      { weight: 1, arbitrary: fc.tuple(sub, projection).map(([b, p]) => `${b}${p}`) },
      {
        weight: 1,
        arbitrary: fc.tuple(sub, fc.constantFrom(...IDENTS)).map(([b, f]) => `${b}->${f}`),
      },
      { weight: 1, arbitrary: sub.map((b) => `${b}->`) },
      {
        weight: 1,
        arbitrary: fc.tuple(sub, fc.constantFrom(...IDENTS)).map(([b, f]) => `${b}.${f}`),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            sub,
            fc.constantFrom(
              'order(_id)',
              'order(title desc, _id asc)',
              'order(nosuch)',
              'score(title match "a")',
              'order(@)',
            ),
          )
          .map(([b, p]) => `${b} | ${p}`),
      },
      { weight: 1, arbitrary: sub.map((b) => `(${b})`) },
      { weight: 1, arbitrary: fc.array(sub, { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`) },
      { weight: 1, arbitrary: fc.tuple(sub, sub).map(([c, v]) => `select(${c} => ${v}, ${v})`) },
    )
    memo.set(key, arb)
    return arb
  }
  const query = expr(depth, maxStars)
  const full = fc.oneof(
    { weight: 5, arbitrary: query },
    // Typical shapes with fuzzed parts.
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          expr(depth - 1, maxStars - 1),
          fc.constantFrom(
            '',
            '{_id, title}',
            '{...}',
            '[0]',
            '[0...3]',
            '| order(_id desc)[0...5]',
            '{"c": count(*)}',
          ),
        )
        .map(([f, tail]) => `*[${f}]${tail}`),
    },
    // Raw noise, and noise spliced into a query.
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.tuple(query, fc.string({ maxLength: 4 }), fc.nat()).map(([q, noise, at]) => {
        const i = q.length ? at % q.length : 0
        return q.slice(0, i) + noise + q.slice(i)
      }),
    },
  )
  return full.map((q) => (q.length > 4000 ? q.slice(0, 4000) : q))
}

/** `$name=<json>` query parameters: JSON of any shape (bounded arrays), and invalid JSON. */
const groqParams = fc
  .array(
    fc.tuple(
      fc.constantFrom('a', 'b', 'arr', 'type', '0', 'x y', '', 'ü'),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
        fc
          .array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 50 })
          .map((v) => JSON.stringify(v)),
        fc.constantFrom('"homeEntry"', 'undefined', '{', '[1,2', 'NaN', "'x'", ''),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => pairs.map(([k, v]) => `$${encodeUrlPart(k)}=${encodeUrlPart(v)}`))

const QUERY_OPTIONS = [
  'perspective=published',
  'perspective=drafts',
  'perspective=raw',
  'perspective=previewDrafts',
  'perspective=x',
  'perspective=rABC,drafts',
  'explain=true',
  'returnQuery=false',
  'resultSourceMap=true',
  'resultSourceMap=withKeyArraySelector',
  'tag=fuzz',
  'includeAllVersions=true',
  'useCdn=false',
  'query',
  'query=',
  'limit=-1',
  'lastLiveEventId=x',
]

// --- /lake routes -------------------------------------------------------------------------------

const TRANSFORM_PARAMS = [
  'w',
  'h',
  'q',
  'fit',
  'crop',
  'rect',
  'fm',
  'auto',
  'dpr',
  'bg',
  'blur',
  'sharp',
  'sharpen',
  'flip',
  'or',
  'invert',
  'sat',
  'pad',
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'fp-x',
  'fp-y',
  'dl',
  'frame',
  'border',
  'quality',
  'format',
]

/** Mostly sane transform values, sometimes large ones (rarely huge: each costs real CPU). */
const transformValue = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -10, max: 600 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'max',
      'min',
      'crop',
      'clip',
      'fill',
      'fillmax',
      'scale',
      'center',
      'top',
      'entropy',
      'focalpoint',
      'webp',
      'png',
      'jpg',
      'pjpg',
      'avif',
      'gif',
      'format',
      'h',
      'v',
      'hv',
      '90',
      '180',
      'fff',
      'f00ba4',
      '#fff',
      '0,0,10,10',
      '-1,-1,99999,99999',
      '0,0,0,0',
      'NaN',
      'Infinity',
      '1e9',
      '0.5',
      '',
      'a,b',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 600, max: 4000 }).map(String) },
  { weight: 1, arbitrary: weirdString },
)

function transformQuery(): fc.Arbitrary<string> {
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...TRANSFORM_PARAMS) },
          { weight: 1, arbitrary: weirdString },
        ),
        transformValue,
      ),
      { maxLength: 6 },
    )
    .map((pairs) =>
      pairs.length
        ? `?${pairs.map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(v)}`).join('&')}`
        : '',
    )
}

function assetPath(
  kind: 'images' | 'files',
  known: string[],
  ctx: FuzzContext,
): fc.Arbitrary<string> {
  const sha = fc.stringMatching(/^[a-f0-9]{40}$/)
  const forged =
    kind === 'images'
      ? fc
          .tuple(
            sha,
            fc.integer({ min: 0, max: 99999 }),
            fc.integer({ min: 0, max: 99999 }),
            fc.constantFrom('png', 'jpg', 'webp', 'gif', 'svg', 'x'),
          )
          .map(([s, w, h, e]) => `images/${ctx.projectId}/${ctx.dataset}/${s}-${w}x${h}.${e}`)
      : fc
          .tuple(sha, fc.constantFrom('mp4', 'pdf', 'bin', 'html', 'svg', ''))
          .map(([s, e]) => `files/${ctx.projectId}/${ctx.dataset}/${s}.${e}`)
  const mangled = fc
    .tuple(
      known.length ? fc.constantFrom(...known) : forged,
      fc.constantFrom('', '/', '/..', '.', '%00', '%2e', 'x', '/extra/segment', '?'),
    )
    .map(([p, suffix]) => p + suffix)
  const other = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('local', 'other', '..', '%2e%2e', ''),
        fc.constantFrom('production', 'secret', '..', ''),
        weirdString,
      )
      .map(
        ([project, dataset, name]) =>
          `${kind}/${project}/${dataset}/${encodeURIComponent(wellFormed(name))}`,
      ),
    fc.constantFrom(
      `${kind}/`,
      `${kind}`,
      `${kind}/../v2025-02-19/data/listen/production`,
      `${kind}/%2e%2e/%2e%2e/lake.sqlite`,
      `${kind}//x`,
    ),
  )
  return fc.oneof(
    ...(known.length ? [{ weight: 5, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: forged },
    { weight: 1, arbitrary: mangled },
    { weight: 1, arbitrary: other },
  )
}

export function lakeRoutes(): RouteFuzz[] {
  const apiVersion = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('v2025-02-19', 'v2021-10-21', 'v2024-01-01') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('v1', 'vX', 'v2099-01-01', 'v0000-00-00', 'v2025-13-45', 'vnext'),
    },
  )
  const dataset = fc.oneof(
    { weight: 8, arbitrary: fc.constant('production') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('secret', 'Production', '_x', 'a'.repeat(80), '..', '%2e%2e'),
    },
  )
  return [
    {
      name: '/lake query GET',
      requests: (ctx) =>
        fc
          .tuple(
            method('GET'),
            apiVersion,
            dataset,
            groqExpression(),
            groqParams,
            fc.array(fc.constantFrom(...QUERY_OPTIONS), { maxLength: 2 }),
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, v, d, query, params, options, h]) => ({
            method: m,
            path: `/lake/${v}/data/query/${d}?${[`query=${encodeUrlPart(query)}`, ...params, ...options].join('&')}`,
            headers: h,
          })),
    },
    {
      name: '/lake query POST',
      requests: (ctx) =>
        fc
          .tuple(
            apiVersion,
            dataset,
            groqExpression(),
            fc.dictionary(fc.constantFrom('a', 'b', 'arr', 'type'), fc.jsonValue({ maxDepth: 2 }), {
              maxKeys: 3,
            }),
            headers(ctx, jsonContentType),
            fc.constantFrom('json', 'json', 'raw'),
          )
          .map(([v, d, query, params, h, shape]) => ({
            method: 'POST',
            path: `/lake/${v}/data/query/${d}`,
            headers: h,
            body: Buffer.from(shape === 'json' ? JSON.stringify({ query, params }) : query),
          })),
    },
    {
      name: '/lake images',
      requests: (ctx) =>
        fc
          .tuple(
            mostly(['GET'], 6),
            assetPath('images', ctx.imagePaths, ctx),
            transformQuery(),
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, p, q, h]) => ({ method: m, path: `/lake/${p}${q}`, headers: h })),
    },
    {
      name: '/lake files',
      requests: (ctx) =>
        fc
          .tuple(
            mostly(['GET'], 6),
            assetPath('files', ctx.filePaths, ctx),
            fc.oneof(
              fc.constant(''),
              fc.constantFrom(
                '?dl',
                '?dl=',
                '?dl=x.html',
                '?dl=%0d%0aX:1',
                `?dl=${'a'.repeat(300)}`,
              ),
              queryString,
            ),
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, p, q, h]) => ({ method: m, path: `/lake/${p}${q}`, headers: h })),
    },
    {
      name: '/lake other paths',
      requests: (ctx) =>
        fc
          .tuple(
            method('GET'),
            fc.oneof(
              fc.constantFrom(
                'v2025-02-19/data/listen/production?query=*',
                // The Live Content API is the lake's own, never proxied on the site's origin.
                'v2025-02-19/data/live/events/production',
                'v2025-02-19/data/live/events/production?includeDrafts=true',
                'v2025-02-19/data/mutate/production',
                'v2025-02-19/data/doc/production/aboutPage',
                'v2025-02-19/users/me',
                'v2025-02-19/data/history/production/documents/aboutPage',
                'images/../v2025-02-19/data/listen/production?query=*',
                'images/%2e%2e/v2025-02-19/users/me',
                'images%2f..%2fv2025-02-19%2fusers%2fme',
                'files/..%2f..%2flake.sqlite',
                '%2e%2e/%2e%2e/',
                '',
                '/',
                '//',
                'v2025-02-19/data/query/production/../../listen/production',
                'v2025-02-19/data/query/production%2f..%2f..%2fmutate%2fproduction',
              ),
              fc
                .array(
                  fc.oneof(
                    fc.constantFrom(
                      '..',
                      '.',
                      '%2e%2e',
                      '%2E.',
                      'images',
                      'files',
                      'v2025-02-19',
                      'data',
                      'query',
                      'production',
                      '',
                    ),
                    weirdString.map(encodeUrlPart),
                  ),
                  { maxLength: 6 },
                )
                .map((segments) => segments.join('/')),
            ),
            headers(ctx, fc.constant(undefined)),
          )
          .map(([m, p, h]) => ({ method: m, path: `/lake/${p}`, headers: h })),
    },
  ]
}

// --- Counting -----------------------------------------------------------------------------------

export interface RouteTally {
  runs: number
  statuses: Map<string, number>
  /** Replies >= 500, hangs and resets, with the request (the first few). */
  failures: { request: string; reply: FuzzReply }[]
  slowest: number
  slowRequest?: string
  /** Requests Node would not send (samples). */
  unsendable: string[]
}

export function newTally(): RouteTally {
  return { runs: 0, statuses: new Map(), failures: [], slowest: 0, unsendable: [] }
}

export function record(tally: RouteTally, request: FuzzRequest, reply: FuzzReply): void {
  tally.runs++
  const key = String(reply.status)
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
  if (reply.ms > tally.slowest) {
    tally.slowest = reply.ms
    tally.slowRequest = describeRequest(request)
  }
  if (reply.status === 'unsendable' && tally.unsendable.length < 3) {
    tally.unsendable.push(`${reply.error}: ${describeRequest(request).slice(0, 300)}`)
  }
  if (isFailure(reply) && tally.failures.length < 20) {
    tally.failures.push({ request: describeRequest(request), reply })
  }
}

/** A 5xx, or no complete answer within the deadline. */
export function isFailure(reply: FuzzReply): boolean {
  return (
    reply.status === 'hang' ||
    reply.status === 'stream' ||
    reply.status === 'crash' ||
    (typeof reply.status === 'number' && reply.status >= 500)
  )
}

export function histogram(tally: RouteTally): string {
  return [...tally.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}:${n}`)
    .join(' ')
}
