import { createClient, type LiveEvent, type SanityClient } from '@sanity/client'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { syncTag } from '#lake/live/sync-tags'
import { API_VERSION, DATASET, PROJECT_ID, startTestLake, useTestLake } from '#test-support/lake'
import { createStudioUser } from './support/studio-users'

// GET /data/live/events: Sanity's Live Content API (docs/decisions/028), through the real
// @sanity/client `live.events()` and as raw HTTP for the answers a client library hides.
const REPLAY_EVENTS = 5
const lake = useTestLake({
  env: { LAKE_LIVE_REPLAY_EVENTS: String(REPLAY_EVENTS) },
  server: { heartbeatMs: 300 },
})
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

type Message = Extract<LiveEvent, { type: 'message' }>

interface Live {
  events: LiveEvent[]
  errors: unknown[]
  messages(): Message[]
  until(what: string, predicate: () => boolean): Promise<void>
}

let subscriptions = 0

/**
 * `client.live.events()`, resolved once welcomed. Each subscription gets its own `tag`, so the
 * client's cache of one stream per URL never merges two of them.
 */
async function live(
  client: SanityClient,
  options: { includeDrafts?: boolean } = {},
  welcome = true,
): Promise<Live> {
  const events: LiveEvent[] = []
  const errors: unknown[] = []
  subscriptions += 1
  const subscription = client.live
    .events({ ...options, tag: `test-${subscriptions}` })
    .subscribe({ next: (event) => events.push(event), error: (error) => errors.push(error) })
  stops.push(() => subscription.unsubscribe())
  const stream: Live = {
    events,
    errors,
    messages: () => events.filter((e): e is Message => e.type === 'message'),
    async until(what, predicate) {
      const deadline = Date.now() + 8000
      while (!predicate()) {
        if (errors.length) throw errors[0] as Error
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
  }
  if (welcome) await stream.until('welcome', () => events.some((e) => e.type === 'welcome'))
  return stream
}

/** A client that sends `Last-Event-ID` on its first connection, as a browser reconnecting. */
function resumingClient(url: string, lastEventId: string, token?: string): SanityClient {
  return createClient({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: API_VERSION,
    token,
    headers: { 'Last-Event-ID': lastEventId },
  })
}

const meets = (tags: readonly string[], others: readonly string[]) =>
  tags.some((tag) => others.includes(tag))

async function syncTagsOf(client: SanityClient, query: string, perspective = 'published') {
  const response = (await client.fetch(
    query,
    {},
    { filterResponse: false, perspective: perspective as 'published' },
  )) as unknown as { syncTags: string[] }
  return response.syncTags
}

/** Commits one public document and waits until `stream` heard of it: a fence for "nothing else came". */
async function fence(stream: Live, id = `fence-${Date.now()}-${Math.random()}`.replace('.', '')) {
  const tags = await syncTagsOf(lake.anon, `*[_id == "${id}"]`)
  await lake.writer.createOrReplace({ _id: id, _type: 'fence' })
  await stream.until(`the fence ${id}`, () => stream.messages().some((m) => meets(m.tags, tags)))
  return stream.messages().find((m) => meets(m.tags, tags))!
}

describe('live events with @sanity/client', () => {
  it('sends a message whose tags meet the syncTags of a query that read the changed document', async () => {
    await lake.writer.createOrReplace({ _id: 'le-a1', _type: 'leAuthor', name: 'Ann' })
    await lake.writer.createOrReplace({
      _id: 'le-p1',
      _type: 'lePost',
      title: 'First',
      author: { _type: 'reference', _ref: 'le-a1' },
    })
    const syncTags = await syncTagsOf(lake.anon, '*[_type == "lePost"]{title, "by": author->name}')
    expect(syncTags.length).toBeGreaterThan(0)
    for (const tag of syncTags) expect(tag).toMatch(/^s1:[A-Za-z0-9_-]{6,8}$/)
    const stream = await live(lake.anon)

    // The author is read only through `->`: its change must still reach the query.
    await lake.writer.patch('le-a1').set({ name: 'Anna' }).commit()
    await stream.until('a message for the author', () =>
      stream.messages().some((m) => meets(m.tags, syncTags)),
    )
    const message = stream.messages().find((m) => meets(m.tags, syncTags))!
    expect(message.id).toMatch(/^\d+-[A-Za-z0-9_-]{6}$/)

    // A change the query cannot see is announced too, under tags the query does not hold.
    const unrelated = await fence(stream)
    expect(meets(unrelated.tags, syncTags)).toBe(false)
  })

  it('tags a query that runs in a query worker with the documents it followed', async () => {
    await lake.writer.createOrReplace({ _id: 'le-a2', _type: 'leAuthor', name: 'Bob' })
    await lake.writer.createOrReplace({
      _id: 'le-p2',
      _type: 'lePost',
      title: 'xylophone',
      author: { _type: 'reference', _ref: 'le-a2' },
    })
    // `match` is never evaluated on the main thread (query/cost.ts).
    const inWorker = await syncTagsOf(
      lake.reader,
      '*[_type == "lePost" && title match "xylo*"]{"by": author->name}',
    )
    expect(new Set(inWorker)).toEqual(
      new Set([syncTag(DATASET, 't:lePost'), syncTag(DATASET, 'd:le-a2')]),
    )
  })

  it('replays what a client missed while it reconnected, with Last-Event-ID', async () => {
    const stream = await live(lake.anon)
    const first = await fence(stream)
    // Every stream is cut (as at a restart of the server); the client reconnects after a second.
    lake.server.lake.streams.endAll()
    const missedTags = await syncTagsOf(lake.anon, '*[_id == "le-missed"]')
    await lake.writer.createOrReplace({ _id: 'le-missed', _type: 'leNote' })
    await stream.until('the missed message', () =>
      stream.messages().some((m) => meets(m.tags, missedTags)),
    )
    expect(stream.events.map((e) => e.type)).toContain('reconnect')
    expect(stream.events.map((e) => e.type)).not.toContain('restart')
    const missed = stream.messages().find((m) => meets(m.tags, missedTags))!
    expect(Number(missed.id.split('-')[0])).toBeGreaterThan(Number(first.id.split('-')[0]))

    // A new client that says where it stopped gets the same message again, before anything new.
    const resumed = await live(resumingClient(lake.url, first.id))
    await resumed.until('the replay', () => resumed.messages().length > 0)
    expect(resumed.messages().map((m) => m.id)).toContain(missed.id)
    expect(resumed.events.map((e) => e.type)).not.toContain('restart')
  })

  it('sends restart when Last-Event-ID is too old to replay, or garbage', async () => {
    const stream = await live(lake.anon)
    const old = await fence(stream)
    for (let i = 0; i <= REPLAY_EVENTS; i++)
      await lake.writer.createOrReplace({ _id: `le-old-${i}`, _type: 'leNote' })
    for (const lastEventId of [old.id, 'garbage', '1-AAAAAA']) {
      const resumed = await live(resumingClient(lake.url, lastEventId), {}, false)
      await resumed.until('restart', () => resumed.events.some((e) => e.type === 'restart'))
      expect(resumed.events.map((e) => e.type)).toEqual(['welcome', 'restart'])
      // After a restart the stream goes on from now.
      const next = await fence(resumed)
      expect(next.type).toBe('message')
    }
  })

  it('tells of drafts only a token or session that asked for them', async () => {
    const anonymous = await live(lake.anon)
    const withDrafts = await live(lake.reader, { includeDrafts: true })
    const editor = await createStudioUser(lake, 'editor')
    const editorDrafts = await live(lake.client(editor.token), { includeDrafts: true })
    // Without includeDrafts the client sends no token at all: an anonymous stream.
    const tokenPublished = await live(lake.reader)

    const draftTags = await syncTagsOf(lake.reader, '*[_id == "le-d1"]', 'drafts')
    await lake.writer.createOrReplace({ _id: 'drafts.le-d1', _type: 'leNote', text: 'draft' })
    for (const stream of [withDrafts, editorDrafts]) {
      await stream.until('the draft', () => stream.messages().some((m) => meets(m.tags, draftTags)))
    }
    for (const stream of [anonymous, tokenPublished]) {
      await fence(stream)
      expect(stream.messages().some((m) => meets(m.tags, draftTags))).toBe(false)
    }
    // A client without a token may not even ask (the client refuses before any request).
    expect(() => lake.anon.live.events({ includeDrafts: true })).toThrow(/token/)
  })

  it('never tells an anonymous stream, or an editor, of a private document', async () => {
    const anonymous = await live(lake.anon)
    const editor = await createStudioUser(lake, 'editor')
    const editorDrafts = await live(lake.client(editor.token), { includeDrafts: true })
    const reader = await live(lake.reader, { includeDrafts: true })

    const leadTags = await syncTagsOf(lake.reader, '*[_type == "leLead"]')
    await lake.writer.create({ _id: 'private.quoteRequest.le1', _type: 'leLead', phone: '+971' })
    await reader.until('the private change', () =>
      reader.messages().some((m) => meets(m.tags, leadTags)),
    )
    const privateId = reader.messages().find((m) => meets(m.tags, leadTags))!.id
    for (const stream of [anonymous, editorDrafts]) {
      await fence(stream)
      expect(stream.messages().map((m) => m.id)).not.toContain(privateId)
      expect(stream.messages().some((m) => meets(m.tags, leadTags))).toBe(false)
    }
  })

  it('tells anonymous streams of dotted system documents (the Studio preview secrets)', async () => {
    const anonymous = await live(lake.anon)
    const secretTags = await syncTagsOf(lake.reader, '*[_type == "sanity.previewUrlSecret"]{_id}')
    await lake.writer.create({
      _id: 'sanity-preview-url-secret.le1',
      _type: 'sanity.previewUrlSecret',
      secret: 'not in the event',
    })
    await anonymous.until('the secret document', () =>
      anonymous.messages().some((m) => meets(m.tags, secretTags)),
    )
    expect(JSON.stringify(anonymous.events)).not.toContain('not in the event')
  })

  it('ends a drafts stream whose session logged out', async () => {
    const editor = await createStudioUser(lake, 'editor')
    const stream = await live(lake.client(editor.token), { includeDrafts: true })
    const out = await fetch(`${lake.url}/v2025-02-19/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}` },
    })
    expect(out.status).toBe(200)
    await lake.writer.createOrReplace({ _id: 'drafts.le-after-logout', _type: 'leNote' })
    await expect
      .poll(() => (stream.errors[0] as Error | undefined)?.message, { timeout: 5000 })
      .toContain('Session ended')
  })
})

// --- Raw HTTP ---------------------------------------------------------------------------------

interface Frame {
  event?: string
  id?: string
  data?: unknown
  retry?: string
  comment?: boolean
}

interface RawStream {
  status: number
  contentType: string
  json?: unknown
  frames(): Frame[]
  text(): string
  ended(): boolean
  until(what: string, predicate: () => boolean, timeoutMs?: number): Promise<void>
  close(): void
}

const eventsPath = (dataset = DATASET, query = '') =>
  `/v2025-02-19/data/live/events/${dataset}${query}`

async function openRaw(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = { accept: 'text/event-stream' },
): Promise<RawStream> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal })
  const contentType = response.headers.get('content-type') ?? ''
  let text = ''
  let ended = false
  let json: unknown
  if (!contentType.startsWith('text/event-stream')) {
    json = await response.json()
    ended = true
  } else {
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    void (async () => {
      try {
        for (;;) {
          const chunk = await reader.read()
          if (chunk.done) break
          text += decoder.decode(chunk.value, { stream: true })
        }
      } catch {
        // Aborted by close().
      }
      ended = true
    })()
  }
  stops.push(() => controller.abort())
  return {
    status: response.status,
    contentType,
    json,
    text: () => text,
    ended: () => ended,
    frames: () => parseFrames(text),
    async until(what, predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${text}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    close: () => controller.abort(),
  }
}

function parseFrames(text: string): Frame[] {
  const complete = text.slice(0, text.lastIndexOf('\n\n') + 2)
  return complete
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const frame: Frame = {}
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) frame.comment = true
        const [field, ...rest] = line.split(': ')
        const value = rest.join(': ')
        if (field === 'event') frame.event = value
        if (field === 'id') frame.id = value
        if (field === 'retry') frame.retry = value
        if (field === 'data') frame.data = JSON.parse(value)
      }
      return frame
    })
}

describe('live events over raw HTTP', () => {
  it('sends welcome with the current position, then heartbeats while nothing happens', async () => {
    const stream = await openRaw(lake.url, eventsPath())
    expect(stream.status).toBe(200)
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8')
    await stream.until('welcome', () => stream.frames().length > 0)
    expect(stream.frames()[0]).toEqual({
      event: 'welcome',
      id: expect.stringMatching(/^\d+-/),
      data: {},
    })
    await stream.until('a heartbeat', () => stream.frames().some((f) => f.comment), 3000)
  })

  it('answers 406 without Accept: text/event-stream, 404 for an unknown dataset, in JSON', async () => {
    for (const accept of [undefined, 'application/json', '*/*', 'text/event-streams']) {
      const response = await openRaw(lake.url, eventsPath(), accept ? { accept } : {})
      expect(response.status, accept).toBe(406)
      expect(response.json).toMatchObject({ statusCode: 406, error: 'Not Acceptable' })
    }
    const unknown = await openRaw(lake.url, eventsPath('nope'))
    expect(unknown.status).toBe(404)
    // The lake's one error shape, as the query route answers an unknown dataset.
    const query = await fetch(`${lake.url}/v2025-02-19/data/query/nope?query=1`)
    expect(unknown.json).toEqual(await query.json())
  })

  it('refuses drafts without a token (401) and a bad token (401), in JSON', async () => {
    for (const flag of ['includeDrafts=true', 'includeAllDocuments=true']) {
      const anonymous = await openRaw(lake.url, eventsPath(DATASET, `?${flag}`))
      expect(anonymous.status).toBe(401)
      expect(anonymous.json).toMatchObject({ statusCode: 401 })
    }
    const forged = await openRaw(lake.url, eventsPath(DATASET, '?includeDrafts=true'), {
      accept: 'text/event-stream',
      authorization: 'Bearer not-a-token',
    })
    expect(forged.status).toBe(401)
    const twice = await openRaw(
      lake.url,
      eventsPath(DATASET, '?includeDrafts=true&includeDrafts=false'),
    )
    expect(twice.status).toBe(400)
  })

  it('answers a garbage Last-Event-ID with welcome and restart, then goes on', async () => {
    const stream = await openRaw(lake.url, eventsPath(), {
      accept: 'text/event-stream',
      'last-event-id': '\u00ff'.repeat(40),
    })
    await stream.until('restart', () => stream.frames().length >= 2)
    const [welcome, restart] = stream.frames()
    expect(welcome).toEqual({ event: 'welcome', data: {} })
    expect(restart).toEqual({ event: 'restart', id: expect.stringMatching(/^\d+-/), data: {} })
    await lake.writer.createOrReplace({ _id: 'le-after-restart', _type: 'leNote' })
    await stream.until('a message', () => stream.frames().some((f) => f.event === 'message'))
  })

  it('survives fuzzed requests: a 4xx in JSON, or a stream that starts with welcome', async () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', '1-AAAAAA', '0', '-1', 'true', '%00'))
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          version: fc.constantFrom('v2025-02-19', 'v2021-03-25', 'vX', 'v1', 'v2025-13-45', 'x'),
          dataset: fc.constantFrom(DATASET, 'nope', '..', '%2e%2e', 'a'.repeat(80)),
          query: fc.array(
            fc.tuple(
              fc.constantFrom('includeDrafts', 'includeAllDocuments', 'tag', 'waitFor', '$x'),
              text,
            ),
            { maxLength: 3 },
          ),
          accept: fc.constantFrom('text/event-stream', 'text/event-stream;q=1, */*', '', 'x'),
          lastEventId: fc.option(text),
          authorization: fc.option(
            fc.constantFrom('Bearer x', 'Basic y', `Bearer ${lake.readToken}`, 'Bearer'),
          ),
        }),
        async (request) => {
          const query = request.query
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&')
          const headers: Record<string, string> = {}
          if (request.accept) headers.accept = request.accept
          if (request.lastEventId)
            headers['last-event-id'] = encodeURIComponent(request.lastEventId)
          if (request.authorization) headers.authorization = request.authorization
          const stream = await openRaw(
            lake.url,
            `/${request.version}/data/live/events/${request.dataset}?${query}`,
            headers,
          )
          try {
            expect(stream.status).toBeLessThan(500)
            if (stream.status === 200) {
              await stream.until('a first event', () => stream.frames().length > 0)
              expect(['welcome', 'goaway']).toContain(stream.frames()[0]!.event)
            } else {
              expect(stream.status).toBeGreaterThanOrEqual(400)
              expect(stream.json).toBeTypeOf('object')
            }
          } finally {
            stream.close()
          }
        },
      ),
      { numRuns: 150, seed: 20261206 },
    )
  })
})

describe('live event caps and shutdown', () => {
  const capped = useTestLake({ env: { LAKE_MAX_STREAMS_PER_ADDRESS: '2' } })

  it('answers goaway past the per-client cap, and lets a client in once one closed', async () => {
    const held = [await openRaw(capped.url, eventsPath()), await openRaw(capped.url, eventsPath())]
    for (const stream of held) await stream.until('welcome', () => stream.frames().length > 0)
    const refused = await openRaw(capped.url, eventsPath())
    expect(refused.status).toBe(200)
    await refused.until('the end of the refusal', () => refused.ended())
    expect(refused.frames()).toEqual([
      {
        event: 'goaway',
        id: expect.stringMatching(/^\d+-/),
        retry: '30000',
        data: { reason: 'connection limit reached' },
      },
    ])
    // The real client hears goaway too.
    const client = await live(capped.anon, {}, false)
    await client.until('goaway', () => client.events.some((e) => e.type === 'goaway'))
    expect(client.events.find((e) => e.type === 'goaway')).toMatchObject({
      data: { reason: 'connection limit reached' },
    })
    stops.pop()!()

    held[0]!.close()
    await expect.poll(() => capped.server.lake.streams.size).toBe(1)
    const again = await openRaw(capped.url, eventsPath())
    await again.until('welcome', () => again.frames()[0]?.event === 'welcome')
  })

  it('ends every stream when the lake shuts down', async () => {
    const own = await startTestLake()
    let closed = false
    try {
      const stream = await openRaw(own.url, eventsPath())
      await stream.until('welcome', () => stream.frames().length > 0)
      closed = true
      await own.close()
      await stream.until('the end of the stream', () => stream.ended())
    } finally {
      if (!closed) await own.close()
    }
  })
})
