/**
 * Pruning (docs/decisions/033): `npm run backup` keeps the newest BACKUP_KEEP complete backups,
 * deletes older ones only after the new one verified (a failing backup deletes none of them),
 * and deletes any backup older than RETENTION_DAYS. The server's schedule (npm start) takes
 * backups every BACKUP_INTERVAL_HOURS as `scheduler` and survives a failing one.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { readOperations } from '#scripts/lib/operations-log'
import { startProductProcess } from '#test-support/product-process'
import { backupNames, runScript, tempDir } from './support/backup-cli'

const root = tempDir('prune')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** A DATA_DIR of private files only (no lake): a quick backup. */
function smallDataDir(name: string): string {
  const dataDir = path.join(root, name)
  fs.mkdirSync(path.join(dataDir, 'private/resumes'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'private/resumes/a.pdf'), 'résumé')
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'secret')
  return dataDir
}

/** A lake.sqlite whose one asset document names a blob that is not there. */
function breakWithMissingBlob(dataDir: string): void {
  const db = new Database(path.join(dataDir, 'lake.sqlite'))
  db.exec('CREATE TABLE documents (dataset TEXT, id TEXT, type TEXT, rev TEXT, body TEXT)')
  db.prepare('INSERT INTO documents VALUES (?, ?, ?, ?, ?)').run(
    'production',
    'file-x',
    'sanity.fileAsset',
    'r1',
    JSON.stringify({ sha1hash: 'a'.repeat(40) }),
  )
  db.close()
}

describe('npm run backup prunes', () => {
  const dataDir = smallDataDir('data')
  const backupDir = path.join(root, 'backups')
  const backup = (env: Record<string, string> = {}) =>
    runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, ...env })

  it('keeps BACKUP_KEEP, and only after a verified new one', async () => {
    const names: string[] = []
    for (let n = 0; n < 3; n++) {
      const result = await backup({ BACKUP_KEEP: '2' })
      expect(result.code, result.output).toBe(0)
      names.push(backupNames(backupDir).at(-1)!)
    }
    expect(backupNames(backupDir)).toEqual(names.slice(1))

    breakWithMissingBlob(dataDir)
    const failed = await backup({ BACKUP_KEEP: '1' })
    expect(failed.code, failed.output).toBe(1)
    expect(failed.stderr).toMatch(/blob a{40} .* is missing/)
    expect(backupNames(backupDir)).toEqual(names.slice(1))

    fs.rmSync(path.join(dataDir, 'lake.sqlite'))
    const ok = await backup({ BACKUP_KEEP: '1' })
    expect(ok.code, ok.output).toBe(0)
    expect(backupNames(backupDir)).toHaveLength(1)
    expect(backupNames(backupDir)[0]! > names[2]!).toBe(true)
    const prunes = readOperations(dataDir).filter((e) => e.operation === 'backup-prune')
    expect(prunes.length).toBe(2)
  })

  it('deletes backups older than RETENTION_DAYS', async () => {
    const [old] = backupNames(backupDir)
    const manifestFile = path.join(backupDir, old!, 'manifest.json')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { createdAt: string }
    manifest.createdAt = new Date(Date.now() - 31 * 86_400_000).toISOString()
    fs.writeFileSync(manifestFile, JSON.stringify(manifest))
    const result = await backup({ BACKUP_KEEP: '10', RETENTION_DAYS: '30' })
    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain(
      `deleted ${path.join(backupDir, old!)} (older than RETENTION_DAYS)`,
    )
    expect(backupNames(backupDir)).toHaveLength(1)
    expect(backupNames(backupDir)).not.toContain(old)
  })
})

describe('npm start', () => {
  it('takes backups on its schedule as the scheduler, and keeps serving', async () => {
    const dataDir = path.join(root, 'product')
    const backupDir = path.join(root, 'product-backups')
    const product = await startProductProcess({
      dataDir,
      // 0.0005 h = 1.8 s; BACKUP_KEEP 1: each run after the first also prunes.
      env: { BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: '0.0005', BACKUP_KEEP: '1' },
    })
    try {
      const deadline = Date.now() + 30_000
      while (readOperations(dataDir).filter((e) => e.operation === 'backup').length < 2) {
        if (Date.now() > deadline) throw new Error(`no scheduled backups:\n${product.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const runs = readOperations(dataDir).filter((e) => e.operation === 'backup')
      expect(runs.every((e) => e.actor === 'scheduler' && e.outcome === 'ok')).toBe(true)
      expect((runs[0]!.details as { documents: number }).documents).toBeGreaterThan(10)
      expect(backupNames(backupDir).length).toBeLessThanOrEqual(2)
      // A failing run (BACKUP_DIR turned into a file) is logged; the server keeps answering.
      fs.rmSync(backupDir, { recursive: true })
      fs.writeFileSync(backupDir, 'in the way')
      while (
        !readOperations(dataDir).some((e) => e.operation === 'backup' && e.outcome === 'failed')
      ) {
        if (Date.now() > deadline + 10_000) throw new Error('no failed run logged')
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const page = await fetch(`${product.url}/`)
      expect(page.status).toBe(200)
    } finally {
      await product.stop()
    }
  })
})
