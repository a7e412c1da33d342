import type { SanityClient } from '@sanity/client'
import { afterEach, describe, expect, it } from 'vitest'
import { setAdminPassword, setUserRole } from '#adapters/cms/admin-users'
import { useTestLake } from '#test-support/lake'
import { createStudioUser } from './support/studio-users'

// A listen stream follows its session (issue 25, finding 1): after a logout, a password change or
// a lowered role, an open `data/listen` stream must stop delivering what the session may no
// longer read. Private documents stand in for the quote requests of the finding.
const ACCESS_CHECK_MS = 300
const lake = useTestLake({ env: { LAKE_STREAM_ACCESS_CHECK_MS: String(ACCESS_CHECK_MS) } })
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

interface Stream {
  documentIds(): string[]
  error(): Error | undefined
  until(what: string, predicate: () => boolean): Promise<void>
}

/** A listen through @sanity/client, as the Studio holds one, resolved once it is welcomed. */
async function listen(client: SanityClient, query: string): Promise<Stream> {
  const ids: string[] = []
  let failure: Error | undefined
  let welcomed = false
  const subscription = client
    .listen(query, {}, { events: ['welcome', 'mutation'], includeResult: true })
    .subscribe({
      next: (event) => {
        if (event.type === 'welcome') welcomed = true
        if (event.type === 'mutation') ids.push(event.documentId)
      },
      error: (error: Error) => (failure = error),
    })
  stops.push(() => subscription.unsubscribe())
  const stream: Stream = {
    documentIds: () => ids,
    error: () => failure,
    async until(what, predicate) {
      const deadline = Date.now() + 5000
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
  await stream.until('welcome', () => welcomed)
  return stream
}

let counter = 0
/** A private document (a new quote request) and a public one, in one transaction each. */
async function newLead(): Promise<{ privateId: string; publicId: string }> {
  counter += 1
  const privateId = `private.quoteRequest.q${counter}`
  const publicId = `notice-${counter}`
  await lake.writer.create({ _id: privateId, _type: 'lead', name: 'Customer', phone: '+971' })
  await lake.writer.create({ _id: publicId, _type: 'lead', title: 'Public notice' })
  return { privateId, publicId }
}

const openStreams = () => lake.server.lake.streams.size

describe('a listen stream follows its session', () => {
  it('delivers no private document after logout, and ends within seconds', async () => {
    const admin = await createStudioUser(lake, 'administrator')
    const before = openStreams()
    const stream = await listen(lake.client(admin.token), '*[_type == "lead"]')
    const first = await newLead()
    await stream.until('the first lead', () => stream.documentIds().includes(first.privateId))

    const out = await fetch(`${lake.url}/v2025-02-19/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(out.status).toBe(200)
    // At once, before any timer: the very next transaction is checked against the session.
    const second = await newLead()
    await stream.until('the stream to end', () => stream.error() !== undefined)
    expect(stream.error()!.message).toContain('Session ended')
    expect(stream.documentIds()).not.toContain(second.privateId)
    expect(openStreams()).toBe(before)
  })

  it('ends after a password change, without any further event', async () => {
    const admin = await createStudioUser(lake, 'administrator')
    const stream = await listen(lake.client(admin.token), '*[_type == "lead"]')
    await setAdminPassword(lake.writer, admin.email, 'a new password of the admin 1')
    const started = Date.now()
    await stream.until('the stream to end', () => stream.error() !== undefined)
    expect(Date.now() - started).toBeLessThan(ACCESS_CHECK_MS * 5)
    expect(stream.error()!.message).toContain('Session ended')
  })

  it('narrows to the lowered role: public documents still come, private ones no longer', async () => {
    const admin = await createStudioUser(lake, 'administrator')
    const stream = await listen(lake.client(admin.token), '*[_type == "lead"]')
    const first = await newLead()
    await stream.until('the first lead', () => stream.documentIds().includes(first.privateId))

    await setUserRole(lake.writer, admin.email, 'editor')
    const second = await newLead()
    await stream.until('the public notice', () => stream.documentIds().includes(second.publicId))
    expect(stream.documentIds()).not.toContain(second.privateId)
    expect(stream.error()).toBeUndefined()
  })
})

describe('stream caps', () => {
  const capped = useTestLake({
    env: { LAKE_MAX_STREAMS_PER_ADDRESS: '3', LAKE_MAX_STREAMS_PER_USER: '2' },
  })
  const open = (token?: string) =>
    fetch(`${capped.url}/v2025-02-19/data/listen/production?query=*`, {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })

  it('refuses anonymous streams past the per-address cap with 429, and counts closed ones out', async () => {
    const held = await Promise.all([open(), open(), open()])
    expect(held.map((r) => r.status)).toEqual([200, 200, 200])
    const refused = await open()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many open/)

    await held[0]!.body!.cancel()
    await expect.poll(() => capped.server.lake.streams.size).toBe(2)
    const again = await open()
    expect(again.status).toBe(200)
    for (const response of [...held.slice(1), again]) await response.body!.cancel()
  })

  it("keeps an editor's own cap apart from anonymous clients on the same address", async () => {
    const editor = await createStudioUser(capped, 'editor')
    const anonymous = await Promise.all([open(), open(), open()])
    expect((await open()).status).toBe(429)
    const own = await Promise.all([open(editor.token), open(editor.token)])
    expect(own.map((r) => r.status)).toEqual([200, 200])
    expect((await open(editor.token)).status).toBe(429)
    for (const response of [...anonymous, ...own]) await response.body!.cancel()
  })
})
