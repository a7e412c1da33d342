/**
 * The lake writers of the kill -9 tests (tests/lake/crash.test.ts, tests/soak/kill-soak.ts):
 * seeded random transactions, each worker on its own few documents so that the expected state of
 * every document is known exactly (single mutations, multi-mutation transactions with
 * `ifRevisionID`, deletes, asset uploads followed by a document referencing the asset), and the
 * check after a restart that every acknowledged write is there, with the one in flight at the
 * kill applied whole or not at all.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
}

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
export function prng(seed: number): Rng {
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

export const sha1 = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('hex')

/** A PNG of a random colour and size (sides from 4 to `maxSide` pixels). */
export async function randomPng(rng: Rng, maxSide: number): Promise<Buffer> {
  return sharp({
    create: {
      width: rng.int(4, maxSide),
      height: rng.int(4, maxSide),
      channels: 3,
      background: { r: rng.int(0, 255), g: rng.int(0, 255), b: rng.int(0, 255) },
    },
  })
    .png()
    .toBuffer()
}

/** Random bytes, 1 to `maxKiB` KiB. */
export function randomBlob(rng: Rng, maxKiB: number): Buffer {
  const bytes = Buffer.alloc(rng.int(1, maxKiB) * 1024)
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(rng.int(0, 2 ** 32 - 1), i)
  return bytes
}

/** What a document must look like: absent, or at a revision with the fields we wrote. */
export type DocState = null | { rev: string; seq: number; asset?: string }

/** A transaction sent but not acknowledged (yet): the states it would produce, per document. */
export interface InFlight {
  txId: string
  changes: Map<string, DocState>
}

export interface KillWritesOptions {
  rng: Rng
  /** Starts every transaction id, e.g. `c` → `c12-w0-1x3f`. */
  txPrefix: string
  docType: string
  docId: (worker: number, k: number) => string
  workers: number
  docsPerWorker: number
  /** The share of writes that upload an asset, then reference it from a document. */
  assetShare: number
  /** The share of those assets that are images (PNG up to `maxImageSide`), not files. */
  imageShare: number
  maxImageSide: number
  maxBlobKiB: number
}

export interface WriteMutations {
  mutations: Record<string, unknown>[]
  changes: Map<string, DocState>
}

/** A worker's next write: mutations, or an asset to upload first. */
export type PlannedWrite = { txId: string } & (
  | ({ asset?: undefined } & WriteMutations)
  | {
      asset: Promise<{ kind: 'image' | 'file'; bytes: Buffer; name: string }>
      /** Once the asset is uploaded: the document that references it. */
      reference(assetId: string): WriteMutations
    }
)

/** How a worker's documents came out of a restart. */
export interface Settled {
  outcome: 'acknowledged' | 'in-flight-applied' | 'lost'
  /** With `acknowledged`: a transaction was in flight and did not land (allowed). */
  inFlightLost: boolean
  expected: Map<string, DocState>
  got: Map<string, DocState>
}

/** A document as a DocState. */
export function docState(doc: Record<string, unknown> | null | undefined): DocState {
  if (!doc) return null
  const ref = (doc.image ?? doc.file) as { asset?: { _ref?: string } } | undefined
  return {
    rev: doc._rev as string,
    seq: doc.seq as number,
    ...(ref?.asset?._ref ? { asset: ref.asset._ref } : {}),
  }
}

export function killWrites(options: KillWritesOptions) {
  const { rng, docId, docsPerWorker } = options
  /** The acknowledged state of every document. */
  const model = new Map<string, DocState>()
  const counter = { txs: 0, seq: 0 }
  const workerIds = (w: number) => [...Array(docsPerWorker).keys()].map((k) => docId(w, k))

  function next(w: number): PlannedWrite {
    const txId = `${options.txPrefix}${counter.txs++}-w${w}-${rng.int(0, 1e9).toString(36)}`
    const pick = rng.next()
    if (pick < options.assetShare) {
      const image = rng.next() < options.imageShare
      const asset = image
        ? randomPng(rng, options.maxImageSide).then((bytes) => ({
            kind: 'image' as const,
            bytes,
            name: 'pic.png',
          }))
        : Promise.resolve({
            kind: 'file' as const,
            bytes: randomBlob(rng, options.maxBlobKiB),
            name: 'blob.bin',
          })
      return {
        txId,
        asset,
        reference(assetId) {
          const k = rng.int(0, docsPerWorker - 1)
          const seq = ++counter.seq
          const field = image ? 'image' : 'file'
          const mutation = {
            createOrReplace: {
              _id: docId(w, k),
              _type: options.docType,
              seq,
              [field]: { _type: field, asset: { _type: 'reference', _ref: assetId } },
            },
          }
          return {
            mutations: [mutation],
            changes: new Map([[docId(w, k), { rev: txId, seq, asset: assetId }]]),
          }
        },
      }
    }
    // One to four mutations on distinct documents of this worker.
    const changes = new Map<string, DocState>()
    const mutations: Record<string, unknown>[] = []
    const count = pick < 0.6 ? 1 : rng.int(2, 4)
    const ks = [...Array(docsPerWorker).keys()].sort(() => rng.next() - 0.5).slice(0, count)
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
        mutations.push({ createOrReplace: { _id: id, _type: options.docType, seq } })
        changes.set(id, { rev: txId, seq })
      }
    }
    return { txId, mutations, changes }
  }

  /**
   * Compares worker `w`'s documents after a restart (`actual`, by id) with the acknowledged
   * state, or that state with the transaction `pending` at the kill applied whole; then takes
   * what is there as the new acknowledged state.
   */
  function settle(w: number, actual: Map<string, DocState>, pending?: InFlight): Settled {
    const own = workerIds(w)
    const expected = new Map(own.map((id) => [id, model.get(id) ?? null]))
    const withPending = new Map(expected)
    if (pending) for (const [id, state] of pending.changes) withPending.set(id, state)
    const got = new Map(own.map((id) => [id, actual.get(id) ?? null]))
    const same = (a: Map<string, DocState>) =>
      JSON.stringify([...a].sort()) === JSON.stringify([...got].sort())
    let settled: Settled
    if (same(expected)) {
      const lost = !!pending?.txId && pending.changes.size > 0 && !same(withPending)
      settled = { outcome: 'acknowledged', inFlightLost: lost, expected, got }
    } else if (same(withPending)) {
      settled = { outcome: 'in-flight-applied', inFlightLost: false, expected, got }
    } else {
      settled = { outcome: 'lost', inFlightLost: false, expected, got }
    }
    for (const [id, state] of got) model.set(id, state)
    return settled
  }

  return {
    model,
    /** Every document id of every worker. */
    ids: () => [...Array(options.workers).keys()].flatMap(workerIds),
    workerIds,
    /** Worker `w`'s next write (seeded: replaying a seed replays the writes). */
    next,
    /** Records an acknowledged write. */
    acknowledge(changes: Map<string, DocState>) {
      for (const [id, state] of changes) model.set(id, state)
    },
    settle,
  }
}

/**
 * The ids of `acknowledged` missing from the transaction log of the lake over `dataDir` (read
 * with a read-only connection, after the lake stopped).
 */
export function notInTransactionLog(dataDir: string, acknowledged: readonly string[]): string[] {
  const db = new Database(path.join(dataDir, 'lake.sqlite'), { readonly: true })
  try {
    const logged = new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM transactions')
        .all()
        .map((r) => r.id),
    )
    return acknowledged.filter((id) => !logged.has(id))
  } finally {
    db.close()
  }
}
