import { seedDocuments } from '#scripts/seed/content/index'
import { loadSeed } from '#scripts/seed/load-seed'
import { ms, printTable, startBenchLake, stats } from './support/bench-kit'

/**
 * `npx tsx tests/bench/studio-bench.ts`: what a Studio editor waits for, printed (not asserted).
 *
 * - An edit acknowledged: `POST /data/actions` with the `sanity.action.document.edit` the Studio
 *   sends while typing (the guard unset plus a diffMatchPatch), on the largest seed document,
 *   timed from request to response over HTTP. Budget: median <= 20 ms.
 * - A publish reaching listeners: 50 open `/data/listen` streams with the Studio's
 *   `document.pair.listen` options; for each publish, the time from sending the request until
 *   each stream has received the whole transaction. Budget: p99 <= 250 ms.
 */
const EDITS = 300
const LISTENERS = 50
const PUBLISHES = 30
const API = 'v2025-02-19'

const { lake, client, dataDir, cleanUp } = await startBenchLake('studio-bench-')
const headers = {
  authorization: `Bearer ${lake.writeToken}`,
  'content-type': 'application/json',
}

try {
  console.log(`Lake ${lake.url} (pid ${lake.pid}), data ${dataDir}`)
  await loadSeed(client, seedDocuments)
  const largest = [...seedDocuments].sort(
    (a, b) => JSON.stringify(b).length - JSON.stringify(a).length,
  )[0]!
  const id = largest._id
  console.log(
    `Edited document: ${id} (${largest._type}, ${JSON.stringify(largest).length} bytes of seed JSON)\n`,
  )

  const rows: string[][] = []
  const edits = await timeEdits(id)
  rows.push([
    'edit action acknowledged, c=1',
    ms(edits.median, 2),
    `p95 ${ms(edits.p95, 2)}`,
    'median <= 20 ms',
  ])
  const reach = await timePublishes(id)
  rows.push([
    `publish acknowledged (${LISTENERS} listeners open)`,
    ms(reach.ack.median, 2),
    `p99 ${ms(reach.ack.p99, 2)}`,
    '',
  ])
  rows.push([
    `publish reaching ${LISTENERS} listeners`,
    ms(reach.median, 2),
    `p99 ${ms(reach.p99, 2)}`,
    'p99 <= 250 ms',
  ])
  printTable(['measure', 'median', 'tail', 'budget'], rows)
} finally {
  await cleanUp()
}

async function action(actions: unknown[]): Promise<string> {
  const res = await fetch(
    `${lake.url}/${API}/data/actions/production?tag=sanity.studio.document.commit`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ actions }),
    },
  )
  const body = (await res.json()) as { transactionId?: string }
  if (!res.ok || !body.transactionId) {
    throw new Error(`action failed: ${res.status} ${JSON.stringify(body)}`)
  }
  return body.transactionId
}

function edit(id: string, patch: Record<string, unknown>) {
  return {
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch,
  }
}

/** What the Studio sends per keystroke batch: the guard, then a text patch. */
function keystroke(id: string, i: number) {
  const before = `typed ${i}`
  const after = `typed ${i + 1}`
  return [
    edit(id, { unset: ['_empty_action_guard_pseudo_field_'] }),
    edit(id, {
      diffMatchPatch: {
        benchNote: `@@ -1,${before.length} +1,${after.length} @@\n-${before}\n+${after}\n`,
      },
    }),
  ]
}

async function timeEdits(id: string) {
  for (let i = 0; i < 20; i++) await action([edit(id, { set: { benchNote: 'warm-up' } })])
  await action([edit(id, { set: { benchNote: 'typed 0' } })])
  const times: number[] = []
  for (let i = 0; i < EDITS; i++) {
    const started = performance.now()
    await action(keystroke(id, i))
    times.push(performance.now() - started)
  }
  const text = await client.fetch<string>(
    '*[_id == $id][0].benchNote',
    { id: `drafts.${id}` },
    {
      perspective: 'raw',
    },
  )
  if (text !== `typed ${EDITS}`) throw new Error(`the edits did not apply: ${text}`)
  return stats(times)
}

interface Stream {
  /** Resolves when this stream has received every event of the transaction. */
  waitFor(transactionId: string): Promise<number>
  close(): void
}

/** A listener with the options of the Studio's `document.pair.listen`. */
async function openStream(id: string): Promise<Stream> {
  const query = encodeURIComponent('*[_id in $ids]')
  const ids = encodeURIComponent(JSON.stringify([id, `drafts.${id}`]))
  const url =
    `${lake.url}/${API}/data/listen/production?query=${query}&%24ids=${ids}` +
    '&includeResult=true&includeAllVersions=true&effectFormat=mendoza&enableResume=true' +
    '&tag=sanity.studio.document.pair.listen'
  const controller = new AbortController()
  const res = await fetch(url, { headers, signal: controller.signal })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  const done = new Map<string, number>()
  const waiting = new Map<string, (at: number) => void>()
  let buffer = ''
  let welcomed = () => {}
  const welcome = new Promise<void>((resolve) => (welcomed = resolve))
  void (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read()
        if (ended) return
        buffer += decoder.decode(value, { stream: true })
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          if (block.startsWith('event: welcome')) welcomed()
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (!block.startsWith('event: mutation') || !data) continue
          const event = JSON.parse(data) as {
            transactionId: string
            transactionCurrentEvent: number
            transactionTotalEvents: number
          }
          if (event.transactionCurrentEvent !== event.transactionTotalEvents) continue
          const at = performance.now()
          done.set(event.transactionId, at)
          waiting.get(event.transactionId)?.(at)
        }
      }
    } catch {
      // aborted
    }
  })()
  await welcome
  return {
    waitFor: (transactionId) =>
      done.has(transactionId)
        ? Promise.resolve(done.get(transactionId)!)
        : new Promise((resolve) => waiting.set(transactionId, resolve)),
    close: () => controller.abort(),
  }
}

async function timePublishes(id: string) {
  const streams = await Promise.all(Array.from({ length: LISTENERS }, () => openStream(id)))
  const latencies: number[] = []
  const acks: number[] = []
  try {
    for (let i = 0; i < PUBLISHES; i++) {
      const editId = await action([edit(id, { set: { benchNote: `publish ${i}` } })])
      await Promise.all(streams.map((s) => s.waitFor(editId)))
      const started = performance.now()
      const publishId = await action([
        { actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id },
      ])
      acks.push(performance.now() - started)
      const arrivals = await Promise.all(streams.map((s) => s.waitFor(publishId)))
      for (const at of arrivals) latencies.push(at - started)
    }
  } finally {
    for (const s of streams) s.close()
  }
  return { ...stats(latencies), ack: stats(acks) }
}
