import type { MutationEvent, SanityClient } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { afterEach, describe, expect, it } from 'vitest'
import { DATASET, startTestLake, useTestLake } from '#test-support/lake'

// GET /data/listen: the client's listen() (research/sanity-api.md §1.3 "Listen", §4.3).
const stops: (() => void)[] = []

const lake = useTestLake()

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

interface Recorder {
  events: { type: string; [key: string]: unknown }[]
  mutations(): MutationEvent[]
  waitFor(predicate: () => boolean, what: string): Promise<void>
}

/** Subscribes and resolves once the welcome event arrived. */
async function listen(
  client: SanityClient,
  query: string,
  options: Record<string, unknown> = {},
): Promise<Recorder> {
  const events: Recorder['events'] = []
  const errors: unknown[] = []
  const subscription = client
    .listen(query, {}, { includeResult: true, events: ['welcome', 'mutation'], ...options })
    .subscribe({
      next: (event) => events.push(event as unknown as Recorder['events'][number]),
      error: (error: unknown) => errors.push(error),
    })
  stops.push(() => subscription.unsubscribe())
  const recorder: Recorder = {
    events,
    mutations: () => events.filter((e) => e.type === 'mutation') as unknown as MutationEvent[],
    async waitFor(predicate, what) {
      const deadline = Date.now() + 5000
      while (!predicate()) {
        if (errors.length) throw errors[0]
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((r) => setTimeout(r, 10))
      }
    },
  }
  await recorder.waitFor(() => events.some((e) => e.type === 'welcome'), 'welcome')
  return recorder
}

describe('listen', () => {
  it('never gives an anonymous listener a private document, or its mutations, from a shared transaction', async () => {
    const anon = await listen(lake.anon, '*', {
      includeMutations: true,
      includePreviousRevision: true,
    })
    await lake.writer
      .transaction()
      .createOrReplace({ _id: 'shared-public', _type: 'post', title: 'Public' })
      .createOrReplace({ _id: 'private.shared', _type: 'cfg', secret: 'hush-hush' })
      .patch('private.shared', (p) => p.set({ secret: 'still hush' }))
      .commit()
    await anon.waitFor(() => anon.mutations().length > 0, 'the public event')
    // A patch by query that reaches both: its text and values name the private document.
    await lake.writer.mutate([
      {
        patch: {
          query: '*[_id in ["shared-public", "private.shared"]]',
          set: { note: 'hush, about private.shared' },
        },
      },
    ])
    await anon.waitFor(() => anon.mutations().length > 1, 'the second public event')
    await new Promise((r) => setTimeout(r, 200))
    const events = anon.mutations()
    expect(events.map((e) => e.documentId)).toEqual(['shared-public', 'shared-public'])
    // The public document's own result may carry the note; its mutations and the rest may not.
    expect(JSON.stringify(events.map((e) => e.mutations))).not.toContain('hush')
    expect(JSON.stringify(events.map((e) => e.mutations))).not.toContain('private.shared')
    expect(JSON.stringify(events[0])).not.toContain('hush')
    // Counted per listener: one event, so the client does not wait for a second.
    expect(
      (events[0] as unknown as { transactionTotalEvents: number }).transactionTotalEvents,
    ).toBe(1)
  })

  it('sends welcome, then appear/update/disappear for documents matching the filter', async () => {
    const rec = await listen(lake.reader, '*[_type == "post" && live == true]')
    expect(rec.events[0]).toMatchObject({ type: 'welcome', listenerName: expect.any(String) })

    const created = await lake.writer.create({ _id: 'l1', _type: 'post', live: true, n: 1 })
    await lake.writer.create({ _id: 'other', _type: 'author', live: true })
    await lake.writer.create({ _id: 'hidden', _type: 'post', live: false })
    const updated = await lake.writer.patch('l1').inc({ n: 1 }).commit()
    const gone = await lake.writer.patch('l1').set({ live: false }).commit()
    await rec.waitFor(() => rec.mutations().length >= 3, '3 mutation events')
    await new Promise((r) => setTimeout(r, 100))

    const m = rec.mutations()
    expect(m.map((e) => [e.documentId, e.transition])).toEqual([
      ['l1', 'appear'],
      ['l1', 'update'],
      ['l1', 'disappear'],
    ])
    expect(m[0]).toMatchObject({
      transactionId: created._rev,
      resultRev: created._rev,
      result: { _id: 'l1', n: 1 },
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
    expect(m[0]!.previousRev).toBeUndefined()
    expect(m[1]).toMatchObject({
      previousRev: created._rev,
      resultRev: updated._rev,
      result: { n: 2 },
    })
    expect(m[2]).toMatchObject({ previousRev: updated._rev, resultRev: gone._rev })
    expect(m[1]!.mutations).toEqual([{ patch: { id: 'l1', inc: { n: 1 } } }])
  })

  it('sends one event per document of a transaction, in order', async () => {
    const rec = await listen(lake.reader, '*[_type == "multi"]')
    const res = await lake.writer
      .transaction()
      .create({ _id: 'm1', _type: 'multi' })
      .create({ _id: 'm2', _type: 'multi' })
      .commit({ returnDocuments: false })
    await rec.waitFor(() => rec.mutations().length >= 2, '2 events')
    expect(
      rec.mutations().map((e) => [e.documentId, e.transactionId, e.transactionCurrentEvent]),
    ).toEqual([
      ['m1', res.transactionId, 1],
      ['m2', res.transactionId, 2],
    ])
    expect(rec.mutations().every((e) => e.transactionTotalEvents === 2)).toBe(true)
  })

  it('does not show dotted ids to an anonymous listener', async () => {
    const anon = await listen(lake.anon, '*[_type == "secretive"]')
    const authed = await listen(lake.reader, '*[_type == "secretive"]')
    await lake.writer.create({ _id: 'drafts.s1', _type: 'secretive' })
    await lake.writer.create({ _id: 'private.s2', _type: 'secretive' })
    await lake.writer.create({ _id: 's3', _type: 'secretive' })
    await authed.waitFor(() => authed.mutations().length >= 3, 'authed events')
    await anon.waitFor(() => anon.mutations().length >= 1, 'anon event')
    await new Promise((r) => setTimeout(r, 100))
    expect(anon.mutations().map((e) => e.documentId)).toEqual(['s3'])
    expect(authed.mutations().map((e) => e.documentId)).toEqual(['drafts.s1', 'private.s2', 's3'])
  })

  it('gives mendoza effects that turn the previous document into the new one', async () => {
    const rec = await listen(lake.reader, '*[_type == "mz"]', { effectFormat: 'mendoza' })
    await lake.writer.create({ _id: 'mz1', _type: 'mz', title: 'a', list: [1, 2] })
    await lake.writer.patch('mz1').set({ title: 'b' }).insert('after', 'list[-1]', [3]).commit()
    await lake.writer.delete('mz1')
    await rec.waitFor(() => rec.mutations().length >= 3, '3 events')
    const strip = (doc: unknown) => {
      if (!doc) return null
      const { _rev: _ignored, ...rest } = doc as Record<string, unknown>
      return rest
    }
    let state: unknown = null
    const stored: unknown[] = []
    for (const event of rec.mutations()) {
      const effects = (event as unknown as { effects: { apply: unknown[]; revert: unknown[] } })
        .effects
      expect(effects).toBeDefined()
      const next = applyPatch(state, effects.apply as never)
      expect(applyPatch(next, effects.revert as never)).toEqual(state)
      state = next
      stored.push(strip(event.result))
      expect(state).toEqual(strip(event.result ?? null))
    }
    expect(stored[1]).toMatchObject({ title: 'b', list: [1, 2, 3] })
    expect(state).toBeNull()
  })

  it('leaves out mutations with includeMutations:false and adds previous on request', async () => {
    const rec = await listen(lake.reader, '*[_type == "opt"]', {
      includeMutations: false,
      includePreviousRevision: true,
    })
    await lake.writer.create({ _id: 'o1', _type: 'opt', v: 1 })
    await lake.writer.patch('o1').set({ v: 2 }).commit()
    await rec.waitFor(() => rec.mutations().length >= 2, '2 events')
    const [first, second] = rec.mutations()
    expect(first).not.toHaveProperty('mutations')
    expect(first).not.toHaveProperty('previous')
    expect(second).toMatchObject({ previous: { _id: 'o1', v: 1 }, result: { v: 2 } })
  })

  it('omits result with includeResult=false (raw: the client always sends true)', async () => {
    const controller = new AbortController()
    const qs = `query=${encodeURIComponent('*[_type == "nores"]')}&includeResult=false`
    const res = await fetch(`${lake.url}/v2025-02-19/data/listen/${DATASET}?${qs}`, {
      headers: { authorization: `Bearer ${lake.readToken}` },
      signal: controller.signal,
    })
    try {
      const reader = res.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      while (!text.includes('event: welcome')) text += decoder.decode((await reader.read()).value)
      await lake.writer.create({ _id: 'nr1', _type: 'nores', v: 1 })
      while (!/event: mutation\n[^]*\n\n/.test(text)) {
        text += decoder.decode((await reader.read()).value)
      }
      const data = /event: mutation\nid: [^\n]+\ndata: ([^\n]+)\n/.exec(text)![1]!
      const event = JSON.parse(data) as Record<string, unknown>
      expect(event).toMatchObject({ documentId: 'nr1', transition: 'appear' })
      expect(event).not.toHaveProperty('result')
    } finally {
      controller.abort()
    }
  })
})

describe('heartbeat', () => {
  it('sends comment lines at the configured interval', async () => {
    const hb = await startTestLake({ server: { heartbeatMs: 100 } })
    const controller = new AbortController()
    try {
      const res = await fetch(
        `${hb.url}/v2025-02-19/data/listen/${DATASET}?query=${encodeURIComponent('*')}`,
        { headers: { accept: 'text/event-stream' }, signal: controller.signal },
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const reader = res.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      const started = Date.now()
      while ((text.match(/^:/gm) ?? []).length < 3 && Date.now() - started < 3000) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value)
      }
      expect(text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/)
      expect((text.match(/^:/gm) ?? []).length).toBeGreaterThanOrEqual(3)
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    } finally {
      controller.abort()
      await hb.close()
    }
  })
})
