import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { filesUnder } from '#test-support/files'
import {
  docState,
  killWrites,
  notInTransactionLog,
  prng,
  sha1,
  type DocState,
  type InFlight,
  type WriteMutations,
} from '#test-support/kill-writes'
import { lakeClient } from '#test-support/lake'
import { lakeCommand, startLakeProcess, type LakeProcess } from '#test-support/lake-process'

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

const rng = prng(SEED)
const writes = killWrites({
  rng,
  txPrefix: 'c',
  docType: 'crashDoc',
  docId: (w, k) => `w${w}-d${k}`,
  workers: WORKERS,
  docsPerWorker: DOCS_PER_WORKER,
  assetShare: 0.2,
  imageShare: 0.4,
  maxImageSide: 48,
  maxBlobKiB: 160,
})

interface Assets {
  /** Acknowledged uploads: id -> sha1 of the bytes sent. */
  acked: Map<string, string>
}

let dataDir: string
let lake: LakeProcess | null = null
const acknowledged: string[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-crash-'))
  await lakeCommand()
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
  return lakeClient(url, { token: WRITE_TOKEN, maxRetries: 0 })
}

/**
 * One worker's write loop: sequential writes to its own documents, so the expected state of each
 * document is known exactly. Stops at the first failed request (the kill).
 */
async function worker(
  w: number,
  client: SanityClient,
  assets: Assets,
  inFlight: Map<number, InFlight>,
  stop: { now: boolean },
) {
  while (!stop.now) {
    const write = writes.next(w)
    try {
      let planned: WriteMutations
      if (write.asset) {
        // An asset, then a document that references it.
        const asset = await write.asset
        inFlight.set(w, { txId: '', changes: new Map() })
        const doc = await client.assets.upload(asset.kind, asset.bytes, { filename: asset.name })
        const hash = sha1(asset.bytes)
        expect(doc._id).toContain(hash)
        assets.acked.set(doc._id, hash)
        planned = write.reference(doc._id)
      } else {
        planned = write
      }
      inFlight.set(w, { txId: write.txId, changes: planned.changes })
      const res = await client.mutate(planned.mutations as never, {
        transactionId: write.txId,
        returnDocuments: false,
      })
      expect(res.transactionId).toBe(write.txId)
      writes.acknowledge(planned.changes)
      acknowledged.push(write.txId)
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
async function verify(url: string, assets: Assets, inFlight: Map<number, InFlight>) {
  const client = clientFor(url)
  const ids = writes.ids()
  const docs = await client.getDocuments(ids)
  const actual = new Map<string, DocState>(ids.map((id, i) => [id, docState(docs[i])]))
  for (let w = 0; w < WORKERS; w++) {
    const pending = inFlight.get(w)
    const settled = writes.settle(w, actual, pending)
    // Either the in-flight transaction was lost as a whole, or it was applied as a whole.
    if (settled.outcome === 'lost') {
      expect(Object.fromEntries(settled.got), `worker ${w} after restart (seed ${SEED})`).toEqual(
        Object.fromEntries(settled.expected),
      )
    }
    if (settled.outcome === 'in-flight-applied' && pending?.txId) acknowledged.push(pending.txId)
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
  for (const state of writes.model.values()) {
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
  const assets: Assets = { acked: new Map() }
  const inFlight = new Map<number, InFlight>()
  let kills = 0

  for (let cycle = 0; cycle <= CYCLES; cycle++) {
    lake = await startLakeProcess({ dataDir, env: { SANITY_WRITE_TOKEN: WRITE_TOKEN } })
    // The store opened; no temp file of an interrupted upload survives the start.
    expect(filesUnder(path.join(dataDir, 'assets', 'tmp')), `cycle ${cycle}`).toEqual([])
    expect(filesUnder(dataDir).filter((f) => f.endsWith('.part'))).toEqual([])
    const assetCount = await verify(lake.url, assets, inFlight)
    if (cycle === CYCLES) {
      console.log(
        `[crash] ${kills} kills, ${acknowledged.length} acknowledged transactions, ${assetCount} assets: all present`,
      )
      break
    }

    const client = clientFor(lake.url)
    const stop = { now: false }
    const loops = [...Array(WORKERS).keys()].map((w) => worker(w, client, assets, inFlight, stop))
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
  expect(notInTransactionLog(dataDir, acknowledged), `seed ${SEED}`).toEqual([])
  expect(kills).toBeGreaterThanOrEqual(20)
  expect(acknowledged.length).toBeGreaterThan(kills)
}, 170_000)
