import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { lakeClient, startTestLake } from '#test-support/lake'
import { readManifest, totalSize } from '#scripts/lib/backup/manifest'
import { backupNames, runScript } from '../ops/support/backup-cli'
import { benchDir, ms, printTable, startBenchProduct, stats } from './support/bench-kit'
import { timeExport, timeImport } from './support/transfer-timing'

/**
 * `npm run bench:backup`: how long a backup and a restore take on this machine, and what a
 * backup costs the site meanwhile (not a timed test). The product runs as `npm start` does;
 * the dataset is 10,000 documents plus BENCH_ASSET_MB (default 1024) of random-byte file assets,
 * uploaded through the lake's own upload route (8 MB each, two at a time: the real path, only
 * in fewer, larger files than a site would have). Then `npm run backup` runs (a child process,
 * as an operator runs it, so the backup's synchronous SQLite steps never stall the measuring
 * loop) while a loop here requests `GET /` of the site, one at a time; then `npm run restore`
 * restores the result into a fresh DATA_DIR; then `npm run export` of the same dataset under the
 * same loop, and `npm run import` of its tarball into a fresh lake (ADR 032).
 */
const DOCUMENTS = 10_000
const ASSET_MB = Number(process.env.BENCH_ASSET_MB ?? 1024)
const ASSET_BYTES = 8 * 1024 * 1024

const dir = benchDir('backup-bench-')
const work = fs.mkdtempSync(path.join(path.dirname(dir.dataDir), 'backup-bench-work-'))
dir.onCleanUp(async () => fs.rmSync(work, { recursive: true, force: true }))

try {
  const product = await startBenchProduct(dir)
  const token = (
    JSON.parse(fs.readFileSync(path.join(dir.dataDir, 'lake-tokens.json'), 'utf8')) as {
      writeToken: string
    }
  ).writeToken
  const client = lakeClient(product.lakeUrl, { token, timeout: 300_000 })
  let started = performance.now()
  await addDocuments(client)
  const loadSeconds = (performance.now() - started) / 1000
  started = performance.now()
  await addAssets(client)
  console.log(
    `Dataset: ${DOCUMENTS} documents (${loadSeconds.toFixed(1)} s), ${ASSET_MB} MB of assets (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )

  const backupDir = path.join(work, 'backups')
  const latency = measureLatency(`${product.url}/`)
  started = performance.now()
  const backedUp = await runScript('backup', [], { DATA_DIR: dir.dataDir, BACKUP_DIR: backupDir })
  const backupSeconds = (performance.now() - started) / 1000
  const during = await latency.stop()
  if (backedUp.code !== 0) throw new Error(`npm run backup failed:\n${backedUp.output}`)
  const backupPath = path.join(backupDir, backupNames(backupDir).at(-1)!)
  const manifest = readManifest(backupPath)

  started = performance.now()
  const restored = await runScript('restore', [backupPath], {
    DATA_DIR: path.join(work, 'restored'),
  })
  const restoreSeconds = (performance.now() - started) / 1000
  if (restored.code !== 0) throw new Error(`npm run restore failed:\n${restored.output}`)

  // npm run export of the same dataset while the site serves, then npm run import of the
  // tarball into a fresh lake (ADR 032).
  const tarball = path.join(work, 'export.tar.gz')
  const exportLatency = measureLatency(`${product.url}/`)
  const exported = await timeExport(
    { dataDir: dir.dataDir, url: product.lakeUrl, writeToken: token },
    tarball,
  )
  const duringExport = await exportLatency.stop()
  const fresh = await startTestLake()
  const importSeconds = await timeImport(fresh.server, tarball).finally(() => fresh.close())

  const backupStats = stats(during)
  const exportStats = stats(duringExport)
  printTable(
    ['what', 'figure'],
    [
      [
        'backup size',
        `${(totalSize(manifest) / 1024 / 1024).toFixed(0)} MB, ${manifest.files.length} files`,
      ],
      ['backup', `${backupSeconds.toFixed(1)} s`],
      ['restore', `${restoreSeconds.toFixed(1)} s`],
      [
        'GET / during the backup',
        `${during.length} requests, p50 ${ms(backupStats.median)}, p99 ${ms(backupStats.p99)}`,
      ],
      [
        'export (tarball)',
        `${exported.seconds.toFixed(1)} s, ${(exported.bytes / 1024 / 1024).toFixed(0)} MB`,
      ],
      [
        'GET / during the export',
        `${duringExport.length} requests, p50 ${ms(exportStats.median)}, p99 ${ms(exportStats.p99)}`,
      ],
      ['import into a fresh lake', `${importSeconds.toFixed(1)} s`],
    ],
  )
} finally {
  await dir.cleanUp()
}

async function addDocuments(client: ReturnType<typeof lakeClient>): Promise<void> {
  for (let start = 0; start < DOCUMENTS; start += 500) {
    const tx = client.transaction()
    for (let n = start; n < Math.min(DOCUMENTS, start + 500); n++) {
      tx.createOrReplace({ _id: `bench.${n}`, _type: 'benchDoc', n, text: 'x'.repeat(400) })
    }
    await tx.commit({ visibility: 'async' })
  }
}

async function addAssets(client: ReturnType<typeof lakeClient>): Promise<void> {
  const count = Math.ceil((ASSET_MB * 1024 * 1024) / ASSET_BYTES)
  let next = 0
  const upload = async () => {
    while (next < count) {
      const index = next++
      await client.assets.upload('file', randomBytes(ASSET_BYTES), {
        filename: `bench-${index}.bin`,
      })
    }
  }
  await Promise.all([upload(), upload()])
}

/** GET `url` one request after another until stopped; the times in ms. */
function measureLatency(url: string): { stop(): Promise<number[]> } {
  const times: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(url)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
      times.push(performance.now() - started)
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return times
    },
  }
}
