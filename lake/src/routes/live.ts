import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Access } from '../auth/access'
import { boom } from '../http/errors'
import { single } from '../http/query-params'
import { requestContext } from '../http/request-context'
import type { Lake } from '../lake'
import { mayIncludeDrafts, messageFor, type LiveEntry } from '../live/live-feed'
import { eventIdOf } from '../live/positions'
import { startEventStream } from '#server-kit/sse-head'
import { encodeFrame, shared } from '../streams/sse-frame'

/** How long a client turned away (`goaway`) waits before its EventSource tries again. */
const GOAWAY_RETRY_MS = 30_000

/**
 * GET /v{version}/data/live/events/:dataset — the Live Content API (docs/decisions/028). A
 * server-sent-events stream: `welcome`, then a `message` `{tags}` per transaction whose changes
 * the stream may hear of, with the transaction's position as the event id. A client that
 * reconnects with `Last-Event-ID` gets what it missed, or `restart` when that is no longer known.
 * Past a connection cap it gets `goaway` instead of a stream. Drafts and versions only with
 * `includeDrafts=true` (or `includeAllDocuments=true`) and a token or Studio session. The stream
 * itself (caps, heartbeats, access that follows the session, back-pressure, shutdown) is the
 * stream hub's (lake/src/streams), as for `data/listen`.
 */
export function liveRoutes(app: FastifyInstance, lake: Lake) {
  app.get('/:apiVersion/data/live/events/:dataset', async (request, reply) => {
    const ctx = requestContext(lake, request)
    if (!acceptsEventStream(request.headers.accept)) {
      throw boom(406, 'Live events are sent as text/event-stream: send "Accept: text/event-stream"')
    }
    const qs = request.query as Record<string, unknown>
    const includeDrafts = flag(qs, 'includeDrafts') || flag(qs, 'includeAllDocuments')
    if (includeDrafts) checkDraftAccess(ctx.access)
    const lastEventId = request.headers['last-event-id']
    const { dataset } = ctx
    const caller = { access: ctx.access, token: ctx.token, address: request.ip }

    const refused = lake.streams.refusal(caller)
    if (refused) {
      // Sanity's answer past a connection limit: an event, not an error status.
      const raw = startEventStream(reply) as ServerResponse
      const goaway = encodeFrame(
        'goaway',
        { reason: 'connection limit reached' },
        eventIdOf(lake.live.head(dataset)),
      )
      raw.end(Buffer.concat([Buffer.from(`retry: ${GOAWAY_RETRY_MS}\n`), ...goaway]))
      return
    }
    const stream = lake.streams.open(reply.raw, caller)
    startEventStream(reply)

    // Filtered by the stream's access as of each event, never the access it was opened with.
    const send = (entry: LiveEntry) => {
      const access = lake.streams.currentAccess(stream)
      if (!access) return
      const message = messageFor(entry, { includeDrafts, access })
      if (message) stream.send('message', shared(message), entry.eventId)
    }

    // Nothing below yields, so no commit can fall between the head read here and the
    // subscription: the stream misses nothing and gets nothing twice.
    const head = lake.live.head(dataset)
    const missed =
      typeof lastEventId === 'string' && lastEventId !== ''
        ? lake.live.since(dataset, lastEventId)
        : []
    if (missed === 'restart') {
      stream.send('welcome', {})
      stream.send('restart', {}, eventIdOf(head))
    } else if (missed.length === 0) {
      stream.send('welcome', {}, eventIdOf(head))
    } else {
      // No id on this welcome: the client's last id stays its own until a replayed one replaces
      // it, so a connection lost halfway through the replay resumes where it stopped.
      stream.send('welcome', {})
      for (const entry of missed) send(entry)
    }
    let sentSeq = head.seq
    const unsubscribe = lake.live.subscribe(dataset, (entry) => {
      if (entry.position.seq <= sentSeq) return
      sentSeq = entry.position.seq
      send(entry)
    })
    stream.onEnd(unsubscribe)
  })
}

/** Whether the `Accept` header names `text/event-stream` (what every EventSource sends). */
function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return false
  return accept
    .split(',')
    .some((range) => range.split(';')[0]!.trim().toLowerCase() === 'text/event-stream')
}

function flag(qs: Record<string, unknown>, name: string): boolean {
  const value = single(qs[name], name)
  return value === 'true' || value === ''
}

function checkDraftAccess(access: Access): void {
  if (access.kind === 'anonymous') {
    throw boom(401, 'Live events with drafts need a token or a Studio session')
  }
  if (!mayIncludeDrafts(access)) {
    throw boom(403, 'This token may not read drafts, so its live events cannot include them')
  }
}
