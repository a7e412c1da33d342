/**
 * HTTP robustness (issue 11, items 8, 10, 12 and 13), against the real stack on 127.0.0.1 and a
 * lake with its HTTPS / HTTP/2 listener, all started with short timeouts (the same code as the
 * defaults, HTTP_*_TIMEOUT_MS scaled down so the suite runs in seconds):
 * - 8: headers, idle and whole-request deadlines on every listener; listen streams outlive them;
 * - 10: DATA_DIR is 0700 and every private file in it 0600, whatever the umask;
 * - 12: a client that aborts an upload is one "client aborted" log line, not a stack, and leaves
 *   no temp file;
 * - 13: a refused upload reaches fetch() as its 4xx, not as a reset connection.
 */
import fs from 'node:fs'
import http2 from 'node:http2'
import net from 'node:net'
import path from 'node:path'
import tls from 'node:tls'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LakeServer } from '#lake/server'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { startTestLake, type TestLake } from '#test-support/lake'
import { mp4Video, pdfResume } from '#test-support/media-fixtures'
import { multipart, multipartHead, type Part } from '#test-support/multipart'
import { padded } from '#test-support/padding'
import { filesUnder } from '#test-support/files'
import { drainedOrClosed } from '#test-support/raw-http'
import { expectNo5xx } from './support/assertions'
import { applicationFields } from './support/fixtures'
import { postMultipart } from './support/requests'
import { leftoverUploads } from './support/store-snapshot'

const HEADERS_MS = 1000
const IDLE_MS = 1500
const REQUEST_MS = 5000
const HEARTBEAT_MS = 300
const API_VERSION = 'v2025-02-19'

let stack: ApiStack
let token: string
let testLake: TestLake
let lake: LakeServer
let lakeDir: string
let ca: string
const savedEnv: Record<string, string | undefined> = {}
const savedUmask = process.umask(0o022)

beforeAll(async () => {
  const timeouts = {
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  }
  for (const [name, value] of Object.entries(timeouts)) {
    savedEnv[name] = process.env[name]
    process.env[name] = value
  }
  try {
    stack = await startApiStack()
    token = await stack.login()
    testLake = await startTestLake({
      server: { studio: { distDir: null }, heartbeatMs: HEARTBEAT_MS },
    })
    lake = testLake.server
    lakeDir = testLake.dataDir
    ca = fs.readFileSync(lake.tlsCaFile!, 'utf8')
  } finally {
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
})

afterAll(async () => {
  process.umask(savedUmask)
  expectNo5xx()
  await stack?.close()
  await testLake?.close()
})

// --- Helpers ------------------------------------------------------------------------------------

interface Held {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number
  /** What the server sent before closing. */
  text: string
}

/**
 * Opens a TCP (or TLS HTTP/1.1) connection, writes `first`, then `trickle` every `everyMs`
 * until the server closes the connection (or `giveUpMs` passes: then closedAfterMs is Infinity).
 */
function holdOpen(
  url: string,
  first: string,
  options: { trickle?: string; everyMs?: number; giveUpMs?: number; tls?: boolean } = {},
): Promise<Held> {
  const target = new URL(url)
  const started = performance.now()
  return new Promise<Held>((resolve) => {
    const socket: net.Socket = options.tls
      ? tls.connect({
          host: '127.0.0.1',
          port: Number(target.port),
          servername: 'localhost',
          ca,
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect(Number(target.port), '127.0.0.1')
    const chunks: Buffer[] = []
    let ticker: NodeJS.Timeout | undefined
    const giveUp = setTimeout(() => finish(Infinity), options.giveUpMs ?? 15_000)
    const finish = (closedAfterMs: number) => {
      clearTimeout(giveUp)
      clearInterval(ticker)
      socket.destroy()
      resolve({ closedAfterMs, text: Buffer.concat(chunks).toString('latin1') })
    }
    socket.once(options.tls ? 'secureConnect' : 'connect', () => {
      socket.write(first)
      if (options.trickle) {
        ticker = setInterval(() => {
          if (!socket.destroyed) socket.write(options.trickle!)
        }, options.everyMs ?? 300)
      }
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => finish(performance.now() - started))
  })
}

/** Reads a listen stream for `ms`; whether it was still open then, and the heartbeats seen. */
async function listenFor(url: string, ms: number): Promise<{ open: boolean; text: string }> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  let text = ''
  let open = true
  const deadline = Date.now() + ms
  const decoder = new TextDecoder()
  while (Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), deadline - Date.now())),
    ])
    if (next === 'timeout') break
    if (next.done) {
      open = false
      break
    }
    text += decoder.decode(next.value)
  }
  await reader.cancel().catch(() => {})
  return { open, text }
}

/** The same over HTTP/2 on the Studio's origin. */
function listenOverHttp2(
  pathAndQuery: string,
  ms: number,
): Promise<{ open: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(lake.studioUrl!, { ca })
    session.on('error', reject)
    const stream = session.request({ ':path': pathAndQuery })
    let text = ''
    let open = true
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('close', () => (open = false))
    stream.on('error', () => (open = false))
    setTimeout(() => {
      resolve({ open, text })
      stream.close()
      session.close()
    }, ms)
  })
}

/**
 * Writes a whole request (headers and body) before reading anything, as a client busy uploading
 * does, then reads the reply: a server that closed with unread bytes shows here as a reset.
 */
function sendAllThenRead(
  url: string,
  head: string,
  body: Buffer,
): Promise<{ status: number; headers: string; body: string; error?: string }> {
  const target = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), '127.0.0.1')
    const chunks: Buffer[] = []
    let error: string | undefined
    socket.pause()
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message))
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [headers = '', ...rest] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0)
      resolve({ status, headers: headers.toLowerCase(), body: rest.join('\r\n\r\n'), error })
    }
    socket.once('connect', async () => {
      socket.write(head)
      const piece = 64 * 1024
      for (let offset = 0; offset < body.length && !socket.destroyed; offset += piece) {
        if (!socket.write(body.subarray(offset, offset + piece))) await drainedOrClosed(socket)
      }
      socket.resume()
      // The reply is complete once its body is: a JSON object of Content-Length bytes.
      const timer = setTimeout(() => socket.destroy(), 4000)
      const check = () => {
        const text = Buffer.concat(chunks).toString('latin1')
        const length = /content-length: (\d+)/i.exec(text)?.[1]
        const split = text.indexOf('\r\n\r\n')
        if (length && split >= 0 && text.length - split - 4 >= Number(length)) {
          clearTimeout(timer)
          socket.destroy()
        }
      }
      socket.on('data', check)
      check()
      socket.once('close', () => {
        clearTimeout(timer)
        done()
      })
    })
  })
}

const mode: Part = { name: 'mode', value: 'post' }

function videoUpload(size: number, filename = 'clip.mp4'): { body: Buffer; contentType: string } {
  const video = mp4Video()
  const bytes = padded(video.bytes, Math.max(size, video.bytes.length))
  return multipart([mode, { name: 'videoone', filename, type: 'video/mp4', data: bytes }])
}

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8)
}

// --- 8: timeouts --------------------------------------------------------------------------------

describe('8: header, idle and request deadlines', () => {
  it('site and API: request headers that never end are cut after the header deadline', async () => {
    // A header line every 300 ms: never idle, so only the header deadline can end it.
    const held = await holdOpen(stack.url, 'GET / HTTP/1.1\r\nHost: x\r\n', {
      trickle: 'X-Slow: 1\r\n',
    })
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100)
    expect(held.closedAfterMs).toBeLessThan(HEADERS_MS + 5000)
    // Answered as what it is: 408 with the JSON reason, not a bare close or a 400.
    expect(held.text).toMatch(/^HTTP\/1\.1 408 Request Timeout/)
    expect(held.text).toContain('"code":"request_timeout"')
  })

  it('site and API: a body that never arrives is cut after the idle deadline, as an abort', async () => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    try {
      const held = await holdOpen(
        stack.url,
        'POST /api/admin.php HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
          'content-length: 100\r\n\r\n{"email":',
      )
      expect(held.closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 100)
      expect(held.closedAfterMs).toBeLessThan(IDLE_MS + 5000)
      await new Promise((r) => setTimeout(r, 200))
      expect(error).not.toHaveBeenCalled()
      expect(warn.mock.calls.flat().join('\n')).toMatch(
        /\[api\] client aborted POST \/api\/admin\.php/,
      )
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })

  it('site and API: a body trickled too slowly is cut at the whole-request deadline', async () => {
    const held = await holdOpen(
      stack.url,
      `POST /api/home.php HTTP/1.1\r\nHost: x\r\nauthorization: Bearer ${token}\r\n` +
        'content-type: multipart/form-data; boundary=B\r\ncontent-length: 100000\r\n\r\n',
      { trickle: 'x', everyMs: 300 },
    )
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100)
    expect(held.closedAfterMs).toBeLessThan(REQUEST_MS + 5000)
    expect(leftoverUploads(stack.dataDir)).toEqual([])
  })

  it('a slow but steady upload longer than the idle deadline is saved', async () => {
    const { body, contentType } = videoUpload(300 * 1024)
    const started = performance.now()
    const target = new URL(stack.url)
    const status = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(target.port), '127.0.0.1')
      let reply = ''
      socket.on('data', (chunk: Buffer) => {
        reply += chunk.toString('latin1')
        if (/\r\n\r\n[\s\S]*\}/.test(reply)) {
          socket.destroy()
          resolve(reply)
        }
      })
      socket.on('error', reject)
      socket.once('connect', async () => {
        socket.write(
          `POST /api/home.php HTTP/1.1\r\nHost: x\r\nauthorization: Bearer ${token}\r\n` +
            `content-type: ${contentType}\r\ncontent-length: ${body.length}\r\n\r\n`,
        )
        // 12 slices, 250 ms apart: 3 s in all, twice the idle deadline, within the request one.
        const slice = Math.ceil(body.length / 12)
        for (let offset = 0; offset < body.length; offset += slice) {
          socket.write(body.subarray(offset, offset + slice))
          await new Promise((r) => setTimeout(r, 250))
        }
      })
    })
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS * 1.5)
    expect(status).toMatch(/^HTTP\/1\.1 200/)
    expect(status).toContain('"success":true')
  })

  it('lake (HTTP): a body that never arrives is cut after the idle deadline', async () => {
    const held = await holdOpen(
      lake.url,
      `POST /${API_VERSION}/data/mutate/production HTTP/1.1\r\nHost: x\r\n` +
        `authorization: Bearer ${lake.lake.tokens.writeToken}\r\n` +
        'content-type: application/json\r\ncontent-length: 100\r\n\r\n{"mutations":',
    )
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 100)
    expect(held.closedAfterMs).toBeLessThan(IDLE_MS + 5000)
  })

  it('lake (HTTPS, HTTP/1.1 fallback): unfinished headers are cut after the header deadline', async () => {
    const held = await holdOpen(lake.studioUrl!, 'GET /health HTTP/1.1\r\nHost: x\r\n', {
      tls: true,
      trickle: 'X-Slow: 1\r\n',
    })
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100)
    expect(held.closedAfterMs).toBeLessThan(HEADERS_MS + 5000)
  })

  it('lake (HTTP/2): a stream whose body never arrives is cancelled after the idle deadline', async () => {
    const session = http2.connect(lake.studioUrl!, { ca })
    try {
      const started = performance.now()
      const stream = session.request({
        ':method': 'POST',
        ':path': `/${API_VERSION}/data/mutate/production`,
        authorization: `Bearer ${lake.lake.tokens.writeToken}`,
        'content-type': 'application/json',
      })
      stream.on('error', () => {})
      stream.write('{"mutations":')
      const closedAfterMs = await new Promise<number>((resolve) => {
        const giveUp = setTimeout(() => resolve(Infinity), 15_000)
        stream.on('close', () => {
          clearTimeout(giveUp)
          resolve(performance.now() - started)
        })
        stream.resume()
      })
      expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 100)
      expect(closedAfterMs).toBeLessThan(IDLE_MS + 5000)
    } finally {
      session.destroy()
    }
  })

  it('listen streams (HTTP/1.1 and HTTP/2) outlive the idle and whole-request deadlines', async () => {
    const query = `/${API_VERSION}/data/listen/production?query=${encodeURIComponent('*')}`
    const holdMs = REQUEST_MS + 1500
    const [plain, h2] = await Promise.all([
      listenFor(`${lake.url}${query}`, holdMs),
      listenOverHttp2(query, holdMs),
    ])
    for (const stream of [plain, h2]) {
      expect(stream.open).toBe(true)
      expect(stream.text).toMatch(/^event: welcome\n/)
      // Heartbeats kept coming for the whole time.
      expect(stream.text.split(':\n\n').length - 1).toBeGreaterThan(holdMs / HEARTBEAT_MS / 2)
    }
  })
})

// --- 10: private files ----------------------------------------------------------------------------

describe('10: DATA_DIR and private files are owner-only', () => {
  it('the data directory is 0700; database, WAL, SHM, tokens, secret, résumés 0600', async () => {
    const resume = pdfResume()
    const reply = await postMultipart(stack, 'careers.php', [
      ...applicationFields({ coverletter: 'Private data.' }),
      { name: 'resume', filename: resume.name, type: resume.type, data: resume.bytes },
    ])
    expect(reply.status).toBe(200)
    const dir = stack.dataDir
    expect(modeOf(dir)).toBe('700')
    for (const name of [
      'lake.sqlite',
      'lake.sqlite-wal',
      'lake.sqlite-shm',
      'lake-tokens.json',
      'auth-secret',
      'lake.lock',
    ]) {
      expect(modeOf(path.join(dir, name)), name).toBe('600')
    }
    const resumes = filesUnder(path.join(dir, 'private'))
    expect(resumes.length).toBeGreaterThan(0)
    for (const file of resumes) expect(modeOf(file), file).toBe('600')
    expect(modeOf(path.join(dir, 'private'))).toBe('700')
    expect(modeOf(path.join(dir, 'private', 'resumes'))).toBe('700')
    expect(modeOf(path.join(dir, 'tmp', 'uploads'))).toBe('700')
    // The TLS private keys of the Studio's origin.
    expect(modeOf(lakeDir)).toBe('700')
    for (const name of fs
      .readdirSync(path.join(lakeDir, 'tls'))
      .filter((n) => n.endsWith('-key.pem'))) {
      expect(modeOf(path.join(lakeDir, 'tls', name)), name).toBe('600')
    }
  })
})

// --- 12: aborted uploads ----------------------------------------------------------------------------

describe('12: a client that aborts an upload', () => {
  it('is logged as one "client aborted" line, no stack, and leaves no temp file', async () => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    try {
      for (const [url, head] of [
        [
          stack.url,
          `POST /api/home.php HTTP/1.1\r\nHost: x\r\nauthorization: Bearer ${token}\r\n` +
            'content-type: multipart/form-data; boundary=B\r\ncontent-length: 20000000\r\n\r\n' +
            `--B\r\n${multipartHead(mode).toString()}post\r\n--B\r\n` +
            multipartHead({
              name: 'videoone',
              filename: 'a.mp4',
              type: 'video/mp4',
              data: Buffer.alloc(0),
            }).toString(),
        ],
        [
          lake.url,
          `POST /${API_VERSION}/assets/files/production HTTP/1.1\r\nHost: x\r\n` +
            `authorization: Bearer ${lake.lake.tokens.writeToken}\r\n` +
            'content-type: application/pdf\r\ncontent-length: 20000000\r\n\r\n%PDF-1.4\n',
        ],
      ] as const) {
        const socket = net.connect(Number(new URL(url).port), '127.0.0.1')
        socket.on('error', () => {})
        await new Promise((r) => socket.once('connect', r))
        socket.write(head)
        socket.write(mp4Video().bytes)
        await new Promise((r) => setTimeout(r, 300))
        socket.destroy()
      }
      await new Promise((r) => setTimeout(r, 700))
      const lines = warn.mock.calls.map((call) => call.map(String).join(' '))
      expect(lines).toContainEqual(
        expect.stringMatching(/^\[api\] client aborted POST \/api\/home\.php$/),
      )
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^\[lake\] client aborted POST \/v2025-02-19\/assets\/files\/production$/,
        ),
      )
      for (const line of lines) expect(line).not.toMatch(/\n\s+at /)
      expect(error).not.toHaveBeenCalled()
      expect(leftoverUploads(stack.dataDir)).toEqual([])
      expect(filesUnder(path.join(lakeDir, 'assets', 'tmp'))).toEqual([])
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})

// --- 13: refusals reach the client ------------------------------------------------------------------

describe('13: a refused upload reaches the client as its 4xx', () => {
  for (const [label, size, runs] of [
    ['512 KB', 512 * 1024, 20],
    ['20 MB', 20 * 1024 * 1024, 5],
  ] as const) {
    it(`fetch() without a token, ${label} body: always the 401 JSON`, async () => {
      const { body, contentType } = videoUpload(size)
      for (let run = 0; run < runs; run++) {
        const response = await fetch(`${stack.apiUrl}/home.php`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(body),
        })
        expect(response.status).toBe(401)
        expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) })
      }
    })
  }

  it('a client that sends its whole 20 MB before reading still reads the 401 (lingering close)', async () => {
    const { body, contentType } = videoUpload(20 * 1024 * 1024)
    for (let run = 0; run < 3; run++) {
      const reply = await sendAllThenRead(
        stack.url,
        `POST /api/home.php HTTP/1.1\r\nHost: x\r\ncontent-type: ${contentType}\r\n` +
          `content-length: ${body.length}\r\n\r\n`,
        body,
      )
      expect(reply, JSON.stringify(reply).slice(0, 300)).toMatchObject({ status: 401 })
      expect(reply.headers).toContain('connection: close')
      expect(JSON.parse(reply.body)).toMatchObject({ success: false })
    }
  })

  it('a small refused body is drained before the answer: the 4xx, and the connection stays open', async () => {
    const cases = [
      // No token.
      { auth: '', filename: 'clip.mp4', status: 401 },
      // A wrong type, refused at its first part.
      { auth: `authorization: Bearer ${token}\r\n`, filename: 'clip.exe', status: 415 },
    ]
    for (const { auth, filename, status } of cases) {
      const { body, contentType } = videoUpload(512 * 1024, filename)
      const reply = await sendAllThenRead(
        stack.url,
        `POST /api/home.php HTTP/1.1\r\nHost: x\r\n${auth}content-type: ${contentType}\r\n` +
          `content-length: ${body.length}\r\n\r\n`,
        body,
      )
      expect(reply.status).toBe(status)
      expect(reply.headers).not.toContain('connection: close')
      expect(JSON.parse(reply.body)).toMatchObject({ success: false })
    }
    expect(leftoverUploads(stack.dataDir)).toEqual([])
  })
})
