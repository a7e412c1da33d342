import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { lakeCommand, listFiles, spawnLake, type LakeChild } from './support/lake-child'

/**
 * Durability under kill -9 (research/reliability.md §3): a real lake process takes writes from the
 * real client (single mutations, multi-mutation transactions, asset uploads followed by a document
 * referencing the asset) and is SIGKILLed at a random moment. After every restart on the same
 * DATA_DIR: the store opens, every acknowledged transaction's effects are there (at that revision
 * or at the one in flight when the kill came, applied whole), every asset's bytes hash to the sha1
 * in its id, and no temp file survives. Reproduce a failure with LAKE_CRASH_SEED=<printed seed>.
 */
const CYCLES = Number(process.env.LAKE_CRASH_CYCLES ?? 21)
const WORKERS = 3
const DOCS_PER_WORKER = 4
const WRITE_TOKEN = 'skw-crash-test-write-token-0123456789'
const SEED = Number(process.env.LAKE_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31))

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}
const rng = prng(SEED)

/** What a document must look like: absent, or at a revision with the fields we wrote. */
type DocState = null | { rev: string; seq: number; asset?: string }
type Model = Map<string, DocState>

interface InFlight {
  txId: string
  /** The states the transaction would produce, per document it touches. */
  changes: Map<string, DocState>
  /** An asset being uploaded; it may or may not exist afterwards. */
}

interface Assets {
  /** Acknowledged uploads: id -> sha1 of the bytes sent. */
  acked: Map<string, string>
}

let dataDir: string
let command: string[]
let lake: LakeChild | null = null
const acknowledged: string[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-crash-'))
  command = await lakeCommand()
  console.log(`[crash] seed ${SEED} (LAKE_CRASH_SEED=${SEED} to replay), ${CYCLES} cycles`)
})

afterAll(async () => {
  if (lake && lake.child.exitCode === null && !lake.child.killed) {
    lake.child.kill('SIGKILL')
    await lake.exited
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function clientFor(url: string): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: WRITE_TOKEN,
    maxRetries: 0,
  })
}

const sha1 = (b: Uint8Array) => createHash('sha1').update(b).digest('hex')
const docId = (w: number, k: number) => `w${w}-d${k}`

async function randomAsset(): Promise<{ kind: 'image' | 'file'; bytes: Buffer; name: string }> {
  if (rng.next() < 0.4) {
    const width = rng.int(4, 48)
    const height = rng.int(4, 48)
    const bytes = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: rng.int(0, 255), g: rng.int(0, 255), b: rng.int(0, 255) },
      },
    })
      .png()
      .toBuffer()
    return { kind: 'image', bytes, name: 'pic.png' }
  }
  const bytes = Buffer.alloc(rng.int(1, 160) * 1024)
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(rng.int(0, 2 ** 32 - 1), i)
  return { kind: 'file', bytes, name: 'blob.bin' }
}

/**
 * One worker's write loop: sequential writes to its own documents, so the expected state of each
 * document is known exactly. Stops at the first failed request (the kill).
 */
async function worker(
  w: number,
  client: SanityClient,
  model: Model,
  assets: Assets,
  inFlight: Map<number, InFlight>,
  stop: { now: boolean },
  counter: { seq: number; txs: number },
) {
  while (!stop.now) {
    const txId = `c${counter.txs++}-w${w}-${rng.int(0, 1e9).toString(36)}`
    const changes = new Map<string, DocState>()
    const mutations: Record<string, unknown>[] = []
    const pick = rng.next()
    try {
      if (pick < 0.2) {
        // An asset, then a document that references it.
        const asset = await randomAsset()
        inFlight.set(w, { txId: '', changes: new Map() })
        const doc = await client.assets.upload(asset.kind, asset.bytes, { filename: asset.name })
        const hash = sha1(asset.bytes)
        expect(doc._id).toContain(hash)
        assets.acked.set(doc._id, hash)
        const k = rng.int(0, DOCS_PER_WORKER - 1)
        const seq = ++counter.seq
        const field = asset.kind === 'image' ? 'image' : 'file'
        mutations.push({
          createOrReplace: {
            _id: docId(w, k),
            _type: 'crashDoc',
            seq,
            [field]: { _type: field, asset: { _type: 'reference', _ref: doc._id } },
          },
        })
        changes.set(docId(w, k), { rev: txId, seq, asset: doc._id })
      } else {
        // One to four mutations on distinct documents of this worker.
        const count = pick < 0.6 ? 1 : rng.int(2, 4)
        const ks = [...Array(DOCS_PER_WORKER).keys()].sort(() => rng.next() - 0.5).slice(0, count)
        for (const k of ks) {
          const id = docId(w, k)
          const current = model.get(id) ?? null
          const seq = ++counter.seq
          const r = rng.next()
          if (current && r < 0.15) {
            mutations.push({ delete: { id } })
            changes.set(id, null)
          } else if (current && r < 0.6) {
            mutations.push({ patch: { id, ifRevisionID: current.rev, set: { seq } } })
            changes.set(id, { ...current, rev: txId, seq })
          } else {
            mutations.push({ createOrReplace: { _id: id, _type: 'crashDoc', seq } })
            changes.set(id, { rev: txId, seq })
          }
        }
      }
      inFlight.set(w, { txId, changes })
      const res = await client.mutate(mutations as never, {
        transactionId: txId,
        returnDocuments: false,
      })
      expect(res.transactionId).toBe(txId)
      for (const [id, state] of changes) model.set(id, state)
      acknowledged.push(txId)
      inFlight.delete(w)
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      // A refused write (4xx/5xx) is a bug; a broken connection is the kill.
      if (status !== undefined) throw error
      return
    }
  }
}

/** Checks the restarted lake against the model; returns the model with the in-flight txs resolved. */
async function verify(url: string, model: Model, assets: Assets, inFlight: Map<number, InFlight>) {
  const client = clientFor(url)
  const ids = [...Array(WORKERS).keys()].flatMap((w) =>
    [...Array(DOCS_PER_WORKER).keys()].map((k) => docId(w, k)),
  )
  const docs = await client.getDocuments(ids)
  const actual = new Map<string, DocState>()
  ids.forEach((id, i) => {
    const doc = docs[i] as Record<string, unknown> | null
    if (!doc) return actual.set(id, null)
    const ref = (doc.image ?? doc.file) as { asset?: { _ref?: string } } | undefined
    actual.set(id, {
      rev: doc._rev as string,
      seq: doc.seq as number,
      ...(ref?.asset?._ref ? { asset: ref.asset._ref } : {}),
    })
  })
  for (let w = 0; w < WORKERS; w++) {
    const own = ids.filter((id) => id.startsWith(`w${w}-`))
    const acked = new Map(own.map((id) => [id, model.get(id) ?? null]))
    const pending = inFlight.get(w)
    const withPending = new Map(acked)
    if (pending) for (const [id, state] of pending.changes) withPending.set(id, state)
    const got = new Map(own.map((id) => [id, actual.get(id) ?? null]))
    const same = (a: Map<string, DocState>) =>
      JSON.stringify([...a].sort()) === JSON.stringify([...got].sort())
    // Either the in-flight transaction was lost as a whole, or it was applied as a whole.
    if (!same(acked) && !same(withPending)) {
      expect(Object.fromEntries(got), `worker ${w} after restart (seed ${SEED})`).toEqual(
        Object.fromEntries(acked),
      )
    }
    if (pending && same(withPending) && pending.txId) acknowledged.push(pending.txId)
    for (const [id, state] of got) model.set(id, state)
  }
  inFlight.clear()

  // Every asset: acknowledged ones, those referenced by documents, and any asset document at all.
  const assetDocs = await client.fetch<{ _id: string; path: string; sha1hash: string }[]>(
    '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]]{_id, path, sha1hash}',
  )
  const byId = new Map(assetDocs.map((a) => [a._id, a]))
  for (const [id, hash] of assets.acked) {
    expect(byId.get(id)?.sha1hash, `acknowledged asset ${id} (seed ${SEED})`).toBe(hash)
  }
  for (const state of model.values()) {
    if (state?.asset) expect(byId.has(state.asset), `referenced ${state.asset}`).toBe(true)
  }
  for (const asset of assetDocs) {
    const res = await fetch(`${url}/${asset.path}`)
    expect(res.status, `${asset.path} (seed ${SEED})`).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(sha1(bytes), `bytes of ${asset._id} (seed ${SEED})`).toBe(asset.sha1hash)
    expect(asset._id).toContain(asset.sha1hash)
  }
  return assetDocs.length
}

it(`keeps every acknowledged write across ${CYCLES} kill -9 cycles`, async () => {
  const env = { DATA_DIR: dataDir, SANITY_WRITE_TOKEN: WRITE_TOKEN }
  const model: Model = new Map()
  const assets: Assets = { acked: new Map() }
  const inFlight = new Map<number, InFlight>()
  const counter = { seq: 0, txs: 0 }
  let kills = 0

  for (let cycle = 0; cycle <= CYCLES; cycle++) {
    lake = await spawnLake(command, env)
    // The store opened; no temp file of an interrupted upload survives the start.
    expect(listFiles(path.join(dataDir, 'assets', 'tmp')), `cycle ${cycle}`).toEqual([])
    expect(listFiles(dataDir).filter((f) => f.endsWith('.part'))).toEqual([])
    const assetCount = await verify(lake.url, model, assets, inFlight)
    if (cycle === CYCLES) {
      console.log(
        `[crash] ${kills} kills, ${acknowledged.length} acknowledged transactions, ${assetCount} assets: all present`,
      )
      break
    }

    const client = clientFor(lake.url)
    const stop = { now: false }
    const loops = [...Array(WORKERS).keys()].map((w) =>
      worker(w, client, model, assets, inFlight, stop, counter),
    )
    await new Promise((r) => setTimeout(r, rng.int(40, 900)))
    lake.child.kill('SIGKILL')
    expect(await lake.exited).toBe('SIGKILL')
    kills++
    stop.now = true
    await Promise.all(loops)
  }

  // Finally stop gracefully and read the transaction log: every acknowledged id is in it.
  lake!.child.kill('SIGTERM')
  await lake!.exited
  const db = new Database(path.join(dataDir, 'lake.sqlite'), { readonly: true })
  try {
    const logged = new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM transactions')
        .all()
        .map((r) => r.id),
    )
    const missing = acknowledged.filter((id) => !logged.has(id))
    expect(missing, `seed ${SEED}`).toEqual([])
  } finally {
    db.close()
  }
  expect(kills).toBeGreaterThanOrEqual(20)
  expect(acknowledged.length).toBeGreaterThan(kills)
}, 170_000)
