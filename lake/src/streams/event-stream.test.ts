import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http2, { type Http2ServerResponse, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ANONYMOUS } from '../auth/access'
import { EventStream, type EndReason } from './event-stream'

const BUDGET = 256 * 1024

/**
 * An HTTP/2 client in its own process that opens one event stream with windows large enough
 * that the server may keep sending, prints "open" once the response has started, and is then
 * stopped with SIGSTOP: it takes no byte more at the TCP level, as a client that stops reading
 * (or a flooding one) does. Node's client would otherwise read everything the server sends.
 */
const CLIENT = `
const http2 = require('node:http2')
const big = 2 ** 31 - 1
const session = http2.connect(process.argv[1], { settings: { initialWindowSize: big } })
session.on('connect', () => session.setLocalWindowSize(big))
let started = 0
for (let i = 0; i < Number(process.argv[2]); i += 1) {
  const request = session.request({ ':path': '/events' })
  request.on('response', () => { if (++started === Number(process.argv[2])) console.log('open') })
  request.on('data', () => {})
}
`

interface Opened {
  stream: EventStream
  session: ServerHttp2Session
  ended: Promise<EndReason>
}

/** Many streams share one connection: the Studio's, or a flooder's. */
const STREAMS = 20

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A real HTTP/2 server that opens an EventStream per request, and a client that opened them. */
async function openStreams(): Promise<{ streams: Opened[]; client: ChildProcess }> {
  const streams: Opened[] = []
  const server = http2.createServer((_request, response: Http2ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    const stream = new EventStream(response, ANONYMOUS, null, 'test', {
      maxBufferedBytes: BUDGET,
      stallMs: 60_000,
      flushTimeoutMs: 1_000,
    })
    const ended = new Promise<EndReason>((resolve) => stream.onEnd(resolve))
    stream.heartbeat()
    streams.push({ stream, session: response.stream.session as ServerHttp2Session, ended })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const client = spawn(
    process.execPath,
    ['-e', CLIENT, `http://127.0.0.1:${port}`, String(STREAMS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  cleanups.push(() => {
    client.kill('SIGKILL')
    server.close()
  })
  await once(client.stdout!, 'data')
  return { streams, client }
}

/**
 * Writes a frame of `frameBytes` to every open stream in turn, `rounds` times or until none is
 * open. With `paced`, a stream gets its next frame once less than half the budget waits for it.
 */
async function flood(
  streams: Opened[],
  rounds: number,
  frameBytes: number,
  paced = false,
): Promise<number> {
  const payload = { text: 'x'.repeat(frameBytes) }
  let round = 0
  for (; round < rounds && streams.some(({ stream }) => stream.isOpen); round += 1) {
    for (const { stream } of streams) {
      if (paced) await until(() => stream.bufferedBytes < BUDGET / 2)
      stream.send('mutation', payload)
    }
    // Let the event loop move bytes into the kernel, as a real server does between events.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return round
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2))
}

describe('EventStream back-pressure over HTTP/2', () => {
  it('ends the streams and drops the connection when a client stops reading at the TCP level', async () => {
    const { streams, client } = await openStreams()
    client.kill('SIGSTOP')
    // Frames larger than the budget go out whole when nothing waits before them, so the first
    // round hands 20 MiB to the connection at once: far more than the kernel's loopback buffers
    // take, whatever the machine's load. The next rounds find bytes waiting and cut the streams.
    expect(await flood(streams, 10, 1024 * 1024)).toBeLessThan(10)
    expect(await Promise.all(streams.map(({ ended }) => ended))).toEqual(
      streams.map(() => 'overflow'),
    )
    // What the streams had already handed to the connection stays queued below them until the
    // peer reads, which it never will: only ending the connection gives it back.
    await expect.poll(() => streams[0]!.session.destroyed, { timeout: 5_000 }).toBe(true)
  })

  it('keeps every stream and the connection of a client that reads', async () => {
    const { streams } = await openStreams()
    expect(await flood(streams, 20, 64 * 1024, true)).toBe(20)
    expect(streams.every(({ stream }) => stream.isOpen)).toBe(true)
    expect(streams[0]!.session.destroyed).toBe(false)
  })
})
