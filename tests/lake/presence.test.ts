import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { fromUrl } from '@sanity/bifur-client'
import { firstValueFrom, of, type Subscription } from 'rxjs'
import { generate } from 'selfsigned'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { accessFromToken } from '#lake/http/access'
import type { Lake } from '#lake/lake'
import { attachPresence, type PresenceServer } from '#lake/presence/presence-server'
import { HEARTBEAT, type PresenceEvent } from '#lake/presence/protocol'
import { DATASET, startTestLake, type TestLake } from '#test-support/lake'

// The Studio's presence socket (lake/src/presence): the real @sanity/bifur-client against the
// server, over plain HTTP and over TLS on an HTTP/2 server with allowHTTP1, plus raw `ws` clients
// for what the Studio never sends.

const HEARTBEAT_MS = 150
const SOCKET_PATH = `/v2022-06-30/socket/${DATASET}?tag=sanity.studio`

let testLake: TestLake
let lake: Lake
let httpServer: http.Server
let presence: PresenceServer
let wsUrl: string
const tokens: Record<'alice' | 'bob' | 'root', string> = { alice: '', bob: '', root: '' }

/** bifur-client opens `new globalThis.WebSocket(url)`; Node 20 has none, so lend it ws's. */
class TestWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    // Browsers offer only http/1.1 in ALPN for a WebSocket's own TLS connection.
    super(url, protocols, { rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] } as never)
  }
}
const globals = globalThis as { WebSocket?: unknown }
const originalWebSocket = globals.WebSocket

beforeAll(async () => {
  globals.WebSocket = TestWebSocket
  testLake = await startTestLake()
  lake = testLake.server.lake
  const users = [
    { id: 'alice', name: 'Alice Editor', role: 'editor' },
    { id: 'bob', name: 'Bob Editor', role: 'editor' },
    { id: 'root', name: 'Root Admin', role: 'administrator' },
  ] as const
  const tx = testLake.writer.transaction()
  for (const user of users) {
    tx.createOrReplace({
      _id: `private.adminUser.${user.id}`,
      _type: 'adminUser',
      email: `${user.id}@example.test`,
      name: user.name,
      role: user.role,
      passwordChangedAt: '2020-01-01T00:00:00.000Z',
    })
  }
  tx.createOrReplace({ _id: 'aboutPage', _type: 'aboutPage', title: 'About us' })
  await tx.commit()
  for (const user of users) tokens[user.id] = login(user.id)

  // Its own server, so the suite does not depend on how server.ts wires presence in.
  httpServer = http.createServer((_req, res) => res.writeHead(404).end())
  presence = attachPresence(httpServer, lake, { heartbeatMs: HEARTBEAT_MS, authTimeoutMs: 1000 })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  wsUrl = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  presence?.close()
  await new Promise((resolve) => httpServer?.close(resolve))
  await testLake?.close()
  globals.WebSocket = originalWebSocket
})

function login(userId: string): string {
  const token = lake.sessions.exchangeCode(lake.sessions.startSession(userId))
  if (!token) throw new Error('no token')
  return token
}

// ---------------------------------------------------------------------------------------------
// Clients

interface StudioClient {
  events: PresenceEvent[]
  errors: unknown[]
  request(method: string, params?: Record<string, unknown>): Promise<unknown>
  announce(sessionId: string, documentId: string, path?: unknown[]): Promise<unknown>
  close(): void
}

const open: StudioClient[] = []
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})

/** A client wired as the Studio's presence store wires it (createBifurTransport). */
async function studio(token: string | null, base = wsUrl): Promise<StudioClient> {
  const bifur = fromUrl(`${base}${SOCKET_PATH}`, token ? { token$: of(token) } : {})
  const events: PresenceEvent[] = []
  const errors: unknown[] = []
  const subscriptions: Subscription[] = [
    bifur.listen<PresenceEvent>('presence').subscribe({
      next: (event) => events.push(event),
      error: (error) => errors.push(error),
    }),
  ]
  const client: StudioClient = {
    events,
    errors,
    request: (method, params = {}) => firstValueFrom(bifur.request(method as never, params)),
    announce: (sessionId, documentId, path = ['title']) =>
      client.request('presence_announce', {
        data: {
          sessionId,
          locations: [
            {
              type: 'document',
              documentId,
              path,
              lastActiveAt: new Date().toISOString(),
              selection: undefined,
            },
          ],
        },
      }),
    close: () => subscriptions.forEach((s) => s.unsubscribe()),
  }
  open.push(client)
  // A round trip: the socket is open and authorized, and (sent and answered in order) the
  // presence subscription is in place.
  await client.request('presence_rollcall', { session: `warmup${open.length}` })
  return client
}

interface RawClient {
  ws: WebSocket
  frames: string[]
  closed: Promise<{ code: number; reason: string }>
  send(frame: unknown): void
  rpc(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>
}

let rawIds = 0
async function rawClient(
  path = SOCKET_PATH,
  options: ConstructorParameters<typeof WebSocket>[2] = {},
): Promise<RawClient> {
  const ws = new WebSocket(`${wsUrl}${path}`, options)
  const frames: string[] = []
  ws.on('message', (data) => frames.push(String(data)))
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const client: RawClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async rpc(method, params = {}) {
      const id = `raw${++rawIds}`
      client.send({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id })
      const reply = await waitFor(() => parsed(frames).find((f) => f.id === id))
      return reply
    },
  }
  return client
}

function parsed(frames: string[]): Record<string, unknown>[] {
  return frames.filter((f) => f !== HEARTBEAT).map((f) => JSON.parse(f) as Record<string, unknown>)
}

/** The status of a refused upgrade. */
function upgradeStatus(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsUrl}${path}`, { headers })
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => reject(new Error(`upgrade to ${path} was accepted`)))
    ws.on('error', () => {})
  })
}

async function waitFor<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 3000,
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined && value !== null && value !== false) {
        return value as Exclude<T, undefined | null | false>
      }
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`timed out${last ? `: ${String(last)}` : ''}`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function statesOf(client: StudioClient, sessionId: string) {
  return client.events.filter(
    (e): e is Extract<PresenceEvent, { type: 'state' }> =>
      e.type === 'state' && e.m.sessionId === sessionId,
  )
}

// ---------------------------------------------------------------------------------------------

describe('presence between two editors', () => {
  it('an announce reaches the other editor with the sender user id and location', async () => {
    const a = await studio(tokens.alice)
    const b = await studio(tokens.bob)
    await a.announce('sessA1', 'aboutPage', ['title'])
    const state = await waitFor(() => statesOf(b, 'sessA1')[0])
    expect(state).toMatchObject({
      type: 'state',
      i: 'alice',
      m: {
        sessionId: 'sessA1',
        locations: [{ type: 'document', documentId: 'aboutPage', path: ['title'] }],
      },
    })
    expect(typeof state.m.locations[0]!.lastActiveAt).toBe('string')
    // The sender does not get its own announce back.
    await sleep(100)
    expect(statesOf(a, 'sessA1')).toEqual([])
  })

  it('the same user in another tab sees the first tab', async () => {
    const tab1 = await studio(tokens.alice)
    const tab2 = await studio(tokens.alice)
    await tab1.announce('sessTab1', 'drafts.aboutPage', ['body', { _key: 'k1' }, 'children'])
    const state = await waitFor(() => statesOf(tab2, 'sessTab1')[0])
    expect(state.i).toBe('alice')
    expect(state.m.locations[0]!.path).toEqual(['body', { _key: 'k1' }, 'children'])
  })

  it('a roll call reaches the others, and a newcomer is told who is already there', async () => {
    const a = await studio(tokens.alice)
    await a.announce('sessA2', 'aboutPage')
    const b = await studio(tokens.bob)
    // The state of A arrives on subscription, before anyone answers a roll call.
    await waitFor(() => statesOf(b, 'sessA2')[0])
    await b.request('presence_rollcall', { session: 'sessB2' })
    const rollCall = await waitFor(() =>
      a.events.find((e) => e.type === 'rollCall' && e.session === 'sessB2'),
    )
    expect(rollCall).toEqual({ type: 'rollCall', i: 'bob', session: 'sessB2' })
  })

  it('presence_disconnect and a closed socket both tell the others', async () => {
    const a = await studio(tokens.alice)
    const b = await studio(tokens.bob)
    await a.announce('sessA3', 'aboutPage')
    await a.announce('sessA4', 'aboutPage')
    await waitFor(() => statesOf(b, 'sessA4')[0])

    await a.request('presence_disconnect', { session: 'sessA3' })
    expect(
      await waitFor(() =>
        b.events.find((e) => e.type === 'disconnect' && e.m.session === 'sessA3'),
      ),
    ).toEqual({ type: 'disconnect', i: 'alice', m: { session: 'sessA3' } })

    a.close()
    expect(
      await waitFor(() =>
        b.events.find((e) => e.type === 'disconnect' && e.m.session === 'sessA4'),
      ),
    ).toEqual({ type: 'disconnect', i: 'alice', m: { session: 'sessA4' } })
    // Once: sessA3 had already left, so closing does not announce it again.
    expect(
      b.events.filter((e) => e.type === 'disconnect' && e.m.session === 'sessA3'),
    ).toHaveLength(1)

    // A later subscriber no longer sees the departed sessions.
    const c = await studio(tokens.root)
    await sleep(100)
    expect(statesOf(c, 'sessA3')).toEqual([])
    expect(statesOf(c, 'sessA4')).toEqual([])
  })

  it('sends heartbeats, which the client counts as signs of life', async () => {
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${tokens.bob}` })
    await waitFor(() => raw.frames.filter((f) => f === HEARTBEAT).length >= 2, 2000)
    raw.ws.close()
  })
})

describe('privacy', () => {
  it('an editor never gets a location on a private document; an administrator does', async () => {
    const editor = await studio(tokens.bob)
    const reader = await studio(testLake.readToken)
    const admin = await studio(tokens.root)
    await admin.request('presence_announce', {
      data: {
        sessionId: 'sessRoot',
        locations: [
          { type: 'document', documentId: 'private.adminUser.alice', path: ['email'] },
          { type: 'document', documentId: 'drafts.private.adminUser.bob', path: [] },
          { type: 'document', documentId: 'aboutPage', path: ['title'] },
        ],
      },
    })
    const seenByReader = await waitFor(() => statesOf(reader, 'sessRoot')[0])
    expect(seenByReader.m.locations.map((l) => l.documentId)).toEqual([
      'private.adminUser.alice',
      'drafts.private.adminUser.bob',
      'aboutPage',
    ])
    const seenByEditor = await waitFor(() => statesOf(editor, 'sessRoot')[0])
    expect(seenByEditor.i).toBe('root')
    expect(seenByEditor.m.locations.map((l) => l.documentId)).toEqual(['aboutPage'])

    // Also when the editor joins later and gets the stored state.
    const late = await studio(tokens.alice)
    const seenLate = await waitFor(() => statesOf(late, 'sessRoot')[0])
    expect(seenLate.m.locations.map((l) => l.documentId)).toEqual(['aboutPage'])
    expect(JSON.stringify([editor.events, late.events])).not.toContain('private.')
  })

  it('an editor cannot announce a private location to anyone', async () => {
    const editor = await studio(tokens.alice)
    const reader = await studio(testLake.readToken)
    await editor.request('presence_announce', {
      data: {
        sessionId: 'sessSneak',
        locations: [{ type: 'document', documentId: 'private.adminUser.root', path: [] }],
      },
    })
    const state = await waitFor(() => statesOf(reader, 'sessSneak')[0])
    expect(state.m.locations).toEqual([])
  })

  it("nobody can take over another user's session id", async () => {
    const a = await studio(tokens.alice)
    const b = await studio(tokens.bob)
    await a.announce('sessOwned', 'aboutPage')
    await waitFor(() => statesOf(b, 'sessOwned')[0])
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${tokens.bob}` })
    const reply = await raw.rpc('presence_announce', {
      data: { sessionId: 'sessOwned', locations: [] },
    })
    expect(reply.error).toMatchObject({ code: -32602 })
    await sleep(100)
    expect(statesOf(a, 'sessOwned')).toEqual([])
    expect(statesOf(b, 'sessOwned')).toHaveLength(1)
    raw.ws.close()
  })
})

describe('authentication', () => {
  it('a socket that never authorizes gets an error reply and is closed with 4001', async () => {
    const raw = await rawClient()
    const reply = await raw.rpc('presence_subscribe')
    expect(reply.error).toMatchObject({ code: 4001 })
    expect((await raw.closed).code).toBe(4001)
  })

  it('a bad token is refused, in the frame and in an upgrade header', async () => {
    const raw = await rawClient()
    const reply = await raw.rpc('authorization', { authorization: 'Bearer sknot-a-session' })
    expect(reply).toMatchObject({ jsonrpc: '2.0', error: { code: 4001 } })
    expect((await raw.closed).code).toBe(4001)
    expect(await upgradeStatus(SOCKET_PATH, { authorization: 'Bearer sknot-a-session' })).toBe(401)

    // The real client with a bad token never gets to listen.
    const client = await studio('sknot-a-session').catch((error: unknown) => error)
    expect(client).toBeInstanceOf(Error)
  })

  it('an idle unauthorized socket is closed after the timeout', async () => {
    const raw = await rawClient()
    expect((await raw.closed).code).toBe(4001)
  })

  it('a valid token in the upgrade header authorizes the socket', async () => {
    const b = await studio(tokens.bob)
    const raw = await rawClient(SOCKET_PATH, {
      headers: { authorization: `Bearer ${tokens.alice}` },
    })
    const reply = await raw.rpc('presence_announce', {
      data: { sessionId: 'sessHeader', locations: [{ documentId: 'aboutPage' }] },
    })
    expect(reply.result).toBe(true)
    const state = await waitFor(() => statesOf(b, 'sessHeader')[0])
    expect(state).toMatchObject({ i: 'alice', m: { locations: [{ documentId: 'aboutPage' }] } })
    raw.ws.close()
  })

  it('an ended session is dropped at the next heartbeat', async () => {
    const token = login('alice')
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${token}` })
    const observer = await studio(tokens.bob)
    await raw.rpc('presence_announce', { data: { sessionId: 'sessEnded', locations: [] } })
    await waitFor(() => statesOf(observer, 'sessEnded')[0])
    lake.sessions.endSession(accessFromToken(token, lake.tokens, lake.sessions).sessionHash!)
    expect((await raw.closed).code).toBe(4001)
    await waitFor(() =>
      observer.events.find((e) => e.type === 'disconnect' && e.m.session === 'sessEnded'),
    )
  })

  it('refuses upgrades on other paths and datasets (404) and foreign origins (403)', async () => {
    expect(await upgradeStatus(`/v2022-06-30/data/listen/${DATASET}`)).toBe(404)
    expect(await upgradeStatus('/v2022-06-30/socket/nope')).toBe(404)
    expect(await upgradeStatus(`/socket/${DATASET}`)).toBe(404)
    expect(await upgradeStatus(SOCKET_PATH, { origin: 'https://evil.example' })).toBe(403)
    // An allowlisted origin (the Studio's) and the lake's own origin are welcome.
    const origin = lake.config.corsOrigins[0]!
    const allowed = await rawClient(SOCKET_PATH, { headers: { origin } })
    const own = await rawClient(SOCKET_PATH, { headers: { origin: wsUrl.replace('ws:', 'http:') } })
    allowed.ws.close()
    own.ws.close()
  })
})

describe('garbage', () => {
  it('bad frames get JSON-RPC errors and the other sockets carry on', async () => {
    const a = await studio(tokens.alice)
    const b = await studio(tokens.bob)
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${tokens.root}` })
    const before = raw.frames.length

    raw.send('this is not json')
    raw.send('[1,2,3]')
    raw.send({ jsonrpc: '1.0', method: 'presence_rollcall', id: 'v1' })
    raw.send({ jsonrpc: '2.0', method: 'mutate', id: 'm1', params: {} })
    raw.send({ jsonrpc: '2.0', method: 'presence_announce', id: 'p1', params: { data: 'x' } })
    raw.send({
      jsonrpc: '2.0',
      method: 'presence_announce',
      id: 'p2',
      params: { data: { sessionId: 'ok', locations: [{ documentId: 42 }] } },
    })
    raw.send({
      jsonrpc: '2.0',
      method: 'presence_rollcall',
      id: 'p3',
      params: { session: '../../etc' },
    })
    raw.send({ jsonrpc: '2.0', method: 'presence_unsubscribe', id: 'u1', params: {} })
    raw.ws.send(Buffer.from([0, 1, 2]), { binary: true })
    const replies = await waitFor(() => {
      const frames = parsed(raw.frames.slice(before))
      return frames.length >= 9 && frames
    })
    const errors = replies.map((r) => [r.id, (r.error as { code: number }).code])
    expect(errors).toEqual([
      [null, -32700],
      [null, -32600],
      ['v1', -32600],
      ['m1', -32601],
      ['p1', -32602],
      ['p2', -32602],
      ['p3', -32602],
      ['u1', -32602],
      [null, -32700],
    ])
    expect(raw.ws.readyState).toBe(WebSocket.OPEN)

    await a.announce('sessAfterGarbage', 'aboutPage')
    await waitFor(() => statesOf(b, 'sessAfterGarbage')[0])
    raw.ws.close()
  })

  it('a frame over 64 KiB closes that socket only (1009)', async () => {
    const a = await studio(tokens.alice)
    const b = await studio(tokens.bob)
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${tokens.root}` })
    raw.send({
      jsonrpc: '2.0',
      method: 'presence_announce',
      id: 'big',
      params: { data: { sessionId: 'big', locations: [{ documentId: 'x'.repeat(100_000) }] } },
    })
    expect((await raw.closed).code).toBe(1009)
    await a.announce('sessAfterBig', 'aboutPage')
    await waitFor(() => statesOf(b, 'sessAfterBig')[0])
  })

  it('a flood of frames is cut off (1008), as is a stream of invalid ones', async () => {
    const flood = await rawClient()
    await flood.rpc('authorization', { authorization: `Bearer ${tokens.root}` })
    for (let n = 0; n < 200; n++) {
      flood.send({ jsonrpc: '2.0', method: 'presence_rollcall', id: n, params: { session: 's' } })
    }
    expect((await flood.closed).code).toBe(1008)

    const junk = await rawClient()
    await junk.rpc('authorization', { authorization: `Bearer ${tokens.root}` })
    for (let n = 0; n < 25; n++) junk.send('{')
    expect((await junk.closed).code).toBe(1008)
  })

  it('too many sessions on one socket are refused', async () => {
    const raw = await rawClient()
    await raw.rpc('authorization', { authorization: `Bearer ${tokens.root}` })
    const codes: unknown[] = []
    for (let n = 0; n < 6; n++) {
      const reply = await raw.rpc('presence_announce', { data: { sessionId: `many${n}` } })
      codes.push(reply.result ?? (reply.error as { code: number }).code)
    }
    expect(codes).toEqual([true, true, true, true, -32000, -32000])
    raw.ws.close()
  })
})

describe('over TLS on an HTTP/2 server with allowHTTP1', () => {
  let server: http2.Http2SecureServer
  let tlsPresence: PresenceServer
  let base: string

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      days: 1,
    } as never)
    server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true })
    server.on('request', (req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end(`http ${req.httpVersion}`)
    })
    tlsPresence = attachPresence(server, lake, { heartbeatMs: HEARTBEAT_MS })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `wss://localhost:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    tlsPresence?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('serves HTTP/2 requests and presence WebSockets on one port', async () => {
    // The server really speaks HTTP/2 to clients that offer it.
    const session = http2.connect(base.replace('wss:', 'https:'), { rejectUnauthorized: false })
    const body = await new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/' })
      let text = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (text += chunk))
      stream.on('end', () => resolve(text))
      stream.on('error', reject)
    })
    session.close()
    expect(body).toBe('http 2.0')

    const a = await studio(tokens.alice, base)
    const b = await studio(tokens.bob, base)
    await a.announce('sessTls', 'aboutPage', ['title'])
    expect(await waitFor(() => statesOf(b, 'sessTls')[0])).toMatchObject({
      i: 'alice',
      m: { locations: [{ documentId: 'aboutPage' }] },
    })
    a.close()
    await waitFor(() => b.events.find((e) => e.type === 'disconnect' && e.m.session === 'sessTls'))
  })
})

describe('close()', () => {
  it('ends every socket promptly and refuses new ones', async () => {
    const server = http.createServer()
    const own = attachPresence(server, lake, { heartbeatMs: 10_000 })
    expect(() => attachPresence(server, lake)).toThrow(/already attached/)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SOCKET_PATH}`
    const sockets = await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(url)
            ws.once('open', () => resolve(ws))
            ws.once('error', reject)
          }),
      ),
    )
    const codes = sockets.map(
      (ws) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))),
    )
    const started = Date.now()
    own.close()
    expect(await Promise.all(codes)).toEqual([1001, 1001, 1001])
    expect(Date.now() - started).toBeLessThan(1000)
    // The HTTP server can now close: no upgraded socket holds it open.
    await new Promise((resolve) => server.close(resolve))
  })
})
