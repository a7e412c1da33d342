/**
 * A backup while the lake is being written to (docs/decisions/033): 20 clients write (18 create
 * documents, 2 upload file assets) through a real lake process; `npm run backup` runs in the
 * middle. Restored into a fresh DATA_DIR and opened by a lake, the copy passes integrity_check,
 * holds every write acknowledged before the backup started, and every asset it names is served
 * byte for byte (SHA-1 of the bytes == sha1hash).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { SanityClient } from '@sanity/client'
import { afterAll, expect, it } from 'vitest'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess, type LakeProcess } from '#test-support/lake-process'
import { backupNames, runScript, sha, tempDir } from './support/backup-cli'

const WRITERS = 20
const UPLOADERS = 2
const PACE_MS = 100

let root: string
const lakes: LakeProcess[] = []

afterAll(async () => {
  await Promise.allSettled(lakes.map((lake) => lake.stop()))
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

interface Acked {
  id: string
  at: number
}

/** Writes until `stop()`; every acknowledged write lands in `acked` with the time of its ack. */
function writer(client: SanityClient, index: number, acked: Acked[], stopped: () => boolean) {
  return (async () => {
    for (let n = 0; !stopped(); n++) {
      if (index < UPLOADERS) {
        const bytes = randomBytes(20_000 + Math.floor(Math.random() * 60_000))
        const asset = await client.assets.upload('file', bytes, { filename: `w${index}-${n}.bin` })
        acked.push({ id: asset._id, at: performance.now() })
      } else {
        const doc = await client.create({ _id: `load.${index}.${n}`, _type: 'loadDoc', n })
        acked.push({ id: doc._id, at: performance.now() })
      }
      // Paced, so the last seconds of writes are still in the WAL, not yet checkpointed into
      // lake.sqlite, when the backup copies: a copy of the file alone would then miss them.
      await new Promise((resolve) => setTimeout(resolve, PACE_MS))
    }
  })()
}

it('holds every write acknowledged before it started, and every asset byte for byte', async () => {
  root = tempDir('consistency')
  const dataDir = path.join(root, 'data')
  const backupDir = path.join(root, 'backups')
  const lake = await startLakeProcess({ dataDir })
  lakes.push(lake)
  const acked: Acked[] = []
  let stop = false
  const loops = Array.from({ length: WRITERS }, (_, index) =>
    writer(lakeClient(lake.url, { token: lake.writeToken }), index, acked, () => stop),
  )
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const backupStarted = performance.now()
  const before = acked.map((entry) => entry.id)
  const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
  const backupEnded = performance.now()
  stop = true
  await Promise.all(loops)
  expect(result.code, result.output).toBe(0)
  // The writers really wrote while the backup ran (else this proves nothing about snapshots).
  expect(acked.filter((e) => e.at > backupStarted && e.at < backupEnded).length).toBeGreaterThan(20)
  expect(before.filter((id) => id.startsWith('file-')).length).toBeGreaterThan(0)

  const restoredDir = path.join(root, 'restored')
  const backup = path.join(backupDir, backupNames(backupDir)[0]!)
  const restored = await runScript('restore', [backup], { DATA_DIR: restoredDir })
  expect(restored.code, restored.output).toBe(0)
  expect(integrity(path.join(restoredDir, 'lake.sqlite'))).toBe('ok')

  const reopened = await startLakeProcess({ dataDir: restoredDir })
  lakes.push(reopened)
  const reader = lakeClient(reopened.url, { token: reopened.writeToken })
  const ids = new Set(
    await reader.fetch<string[]>('*[_type == "loadDoc" || _type == "sanity.fileAsset"]._id'),
  )
  const missing = before.filter((id) => !ids.has(id))
  expect(missing).toEqual([])
  // One snapshot: each writer's documents are a gapless prefix of what it wrote (its writes
  // were sequential), never a mix of pages from different moments.
  for (let index = UPLOADERS; index < WRITERS; index++) {
    const mine = [...ids].filter((id) => id.startsWith(`load.${index}.`))
    const highest = Math.max(-1, ...mine.map((id) => Number(id.split('.')[2])))
    expect(mine.length, `writer ${index}`).toBe(highest + 1)
  }

  const assets = await reader.fetch<{ sha1hash: string; path: string }[]>(
    '*[_type == "sanity.fileAsset"]{sha1hash, path}',
  )
  expect(assets.length).toBeGreaterThanOrEqual(before.filter((id) => id.startsWith('file-')).length)
  for (const asset of assets) {
    const response = await fetch(`${reopened.url}/${asset.path}`)
    expect(response.status, asset.path).toBe(200)
    expect(sha(Buffer.from(await response.arrayBuffer()), 'sha1')).toBe(asset.sha1hash)
  }
})

function integrity(file: string): string {
  const db = new Database(file, { readonly: true })
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? ''
  } finally {
    db.close()
  }
}
