import type { ServerResponse } from 'node:http'
import type { LiveEvent, SanityClient } from '@sanity/client'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Subscription } from 'rxjs'
import { PREVIEW_PATHS } from '#contract/site-renderer'
import { startEventStream } from '#server-kit/sse-head'
import { tooManyRequests, unauthorized } from '../../http/api-error'
import type { PreviewRender } from '../page-rendering'

/** Preview pages following draft changes at once, on this server. */
const MAX_STREAMS = 64
const HEARTBEAT_MS = 20_000
/** A browser that does not read this much is dropped (its EventSource reconnects). */
const MAX_BUFFERED_BYTES = 256 * 1024

/**
 * Draft changes for preview pages (`config.preview.eventsUrl`): the content's live events with
 * drafts, which need the server's token, passed on as server-sent events to browsers that hold
 * the preview cookie. One upstream stream serves every preview page (@sanity/client shares it).
 * A browser hears `welcome`, `message` {tags} per change, and `restart` when changes may have
 * been missed (the upstream restarted or reconnected): then it refetches everything.
 */
export function previewEventsRoute(
  app: FastifyInstance,
  options: { client: SanityClient; previewOf(request: FastifyRequest): PreviewRender | null },
): { close(): void } {
  const open = new Set<() => void>()
  app.get(PREVIEW_PATHS.events, async (request, reply) => {
    if (!options.previewOf(request)) throw unauthorized('Preview is not enabled')
    if (open.size >= MAX_STREAMS) throw tooManyRequests('Too many preview pages are open', 30)
    // The site's server speaks HTTP/1.1 (adapters/server/start.ts), never HTTP/2.
    const raw = startEventStream(reply, 'no-store') as ServerResponse
    // Set once subscribed; `end` may run first (a browser that left at once).
    const upstream: { subscription?: Subscription } = {}
    const end = () => {
      if (!open.delete(end)) return
      clearInterval(heartbeat)
      upstream.subscription?.unsubscribe()
      raw.end()
    }
    const write = (chunk: string) => {
      if (raw.writableLength > MAX_BUFFERED_BYTES) return end()
      raw.write(chunk)
    }
    open.add(end)
    raw.on('close', end)
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
    write('event: welcome\ndata: {}\n\n')
    let welcomed = false
    upstream.subscription = options.client.live.events({ includeDrafts: true }).subscribe({
      next: (event) => {
        const frame = frameOf(event, welcomed)
        if (event.type === 'welcome') welcomed = true
        if (frame) write(frame)
      },
      error: () => end(),
    })
  })
  return { close: () => [...open].forEach((end) => end()) }
}

/** What a browser hears of an upstream event (a second `welcome` follows a reconnect). */
function frameOf(event: LiveEvent, welcomed: boolean): string | null {
  switch (event.type) {
    case 'message':
      return `event: message\nid: ${event.id}\ndata: ${JSON.stringify({ tags: event.tags })}\n\n`
    case 'restart':
      return 'event: restart\ndata: {}\n\n'
    case 'welcome':
      return welcomed ? 'event: restart\ndata: {}\n\n' : null
    default:
      return null
  }
}
