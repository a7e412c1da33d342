import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DATASET, useTestLake } from '#test-support/lake'
import { sessionUser } from './support/studio-users'

// Issue 25, finding 2: about a thousand unauthenticated presence sockets were counted against
// the one global cap (1000) before any authorization, and held for 15 s each; meanwhile every
// editor's presence socket was refused with 503. The lake's own presence, with its defaults.
const lake = useTestLake()
const SOCKET_PATH = `/v2022-06-30/socket/${DATASET}?tag=sanity.studio`

interface Opened {
  ws: WebSocket
  /** 101 when upgraded, else the status of the refusal. */
  status: number
}

/** Opens a presence socket as a browser does (no header), from a loopback address of choice. */
function openSocket(localAddress = '127.0.0.1'): Promise<Opened> {
  const ws = new WebSocket(`${lake.url.replace('http', 'ws')}${SOCKET_PATH}`, { localAddress })
  ws.on('error', () => {})
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws, status: 101 }))
    ws.once('unexpected-response', (_request, response) =>
      resolve({ ws, status: response.statusCode! }),
    )
  })
}

/** Sends the Studio's first frame and resolves with the server's answer to it. */
function authorize(ws: WebSocket, token: string): Promise<{ result?: unknown; error?: unknown }> {
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id?: string; result?: unknown; error?: unknown }
      if (frame.id === 'auth-request-0001') resolve(frame)
    })
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'auth-request-0001',
        method: 'authorization',
        params: { authorization: `Bearer ${token}`, apiVersion: 'v1' },
      }),
    )
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('presence under a flood of unauthenticated sockets', () => {
  it('still lets an editor in after a thousand anonymous sockets from many addresses', async () => {
    const editor = await sessionUser(lake, 'flood-editor', 'editor')
    // A hundred addresses, ten sockets each: the wave of the finding, never authorized.
    const flood: Opened[] = []
    for (let wave = 0; wave < 10; wave++) {
      const batch = Array.from({ length: 100 }, (_, i) => openSocket(`127.0.1.${i + 1}`))
      flood.push(...(await Promise.all(batch)))
    }
    expect(flood.every((s) => s.status === 101)).toBe(true)
    await sleep(100)
    // Only the newest of them are still held: the rest were pushed out to keep the budget.
    const held = flood.filter((s) => s.ws.readyState === WebSocket.OPEN).length
    expect(held).toBeLessThanOrEqual(256)

    const own = await openSocket()
    expect(own.status).toBe(101)
    expect(await authorize(own.ws, editor.token)).toMatchObject({ result: true })
    for (const socket of [...flood, own]) socket.ws.terminate()
  })

  it('keeps one address to its own share, so its flood cannot push out a neighbour', async () => {
    const editor = await sessionUser(lake, 'neighbour-editor', 'editor')
    const neighbour = await openSocket('127.0.2.1')
    const flood = await Promise.all(Array.from({ length: 300 }, () => openSocket('127.0.2.2')))
    expect(flood.every((s) => s.status === 101)).toBe(true)
    await sleep(100)
    expect(flood.filter((s) => s.ws.readyState === WebSocket.OPEN).length).toBeLessThanOrEqual(16)
    // The neighbour opened first and authorizes late, as a slow Studio tab might.
    expect(neighbour.ws.readyState).toBe(WebSocket.OPEN)
    expect(await authorize(neighbour.ws, editor.token)).toMatchObject({ result: true })
    for (const socket of [...flood, neighbour]) socket.ws.terminate()
  })

  it('keeps one account to its own share of the authorized sockets', async () => {
    const viewer = await sessionUser(lake, 'greedy-viewer', 'viewer')
    const sockets: Opened[] = []
    const answers: unknown[] = []
    for (let n = 0; n < 65; n++) {
      const socket = await openSocket(`127.0.4.${(n % 8) + 1}`)
      sockets.push(socket)
      answers.push(await authorize(socket.ws, viewer.token))
    }
    expect(answers.slice(0, 64).every((a) => (a as { result?: unknown }).result === true)).toBe(
      true,
    )
    expect(answers[64]).toMatchObject({ error: { code: -32000 } })
    const editor = await sessionUser(lake, 'patient-editor', 'editor')
    const own = await openSocket()
    expect(await authorize(own.ws, editor.token)).toMatchObject({ result: true })
    for (const socket of [...sockets, own]) socket.ws.terminate()
  })

  it('closes a socket that does not authorize within five seconds', async () => {
    const idle = await openSocket('127.0.3.1')
    const opened = Date.now()
    const closed = await new Promise<number>((resolve) => idle.ws.once('close', resolve))
    expect(closed).toBe(4001)
    expect(Date.now() - opened).toBeLessThan(6000)
  })
})
