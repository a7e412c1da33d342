/**
 * A backup killed with SIGKILL in the middle of its copy leaves only a `.incomplete-*` folder,
 * which restore refuses; the next backup removes it and succeeds (docs/decisions/033). The run
 * is made long enough to kill midway by BACKUP_TEST_DELAY_MS, a test-only pause after each
 * copied file (scripts/lib/backup/config.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { backupNames, fillDataDir, runScript, spawnBackup, tempDir } from './support/backup-cli'

let root: string
afterAll(() => root && fs.rmSync(root, { recursive: true, force: true }))

function filesIn(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter(
    (entry) => entry.isFile(),
  ).length
}

it('leaves nothing restore accepts, and the next backup cleans up', async () => {
  root = tempDir('crash')
  const dataDir = path.join(root, 'data')
  const backupDir = path.join(root, 'backups')
  await fillDataDir(dataDir, { assetSizes: Array.from({ length: 12 }, () => 30_000) })
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir }

  const child = spawnBackup({ ...env, BACKUP_TEST_DELAY_MS: '250' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const incomplete = await waitFor(() => {
    const name = fs.existsSync(backupDir)
      ? fs.readdirSync(backupDir).find((n) => n.startsWith('.incomplete-'))
      : undefined
    return name && filesIn(path.join(backupDir, name)) >= 4 ? path.join(backupDir, name) : null
  })
  child.kill('SIGKILL')
  await exited

  expect(backupNames(backupDir)).toEqual([])
  expect(fs.existsSync(incomplete)).toBe(true)
  const target = path.join(root, 'restored')
  const refused = await runScript('restore', [incomplete], { DATA_DIR: target })
  expect(refused.code, refused.output).toBe(1)
  expect(refused.stderr).toMatch(/incomplete backup/)
  expect(fs.existsSync(target)).toBe(false)

  const next = await runScript('backup', [], env)
  expect(next.code, next.output).toBe(0)
  expect(fs.existsSync(incomplete)).toBe(false)
  const names = backupNames(backupDir)
  expect(names).toHaveLength(1)
  expect(fs.readdirSync(backupDir).filter((n) => n.startsWith('.incomplete-'))).toEqual([])

  // Even a whole copy under an incomplete name (killed between manifest and rename) is refused.
  const renamed = path.join(backupDir, `.incomplete-${names[0]}`)
  fs.cpSync(path.join(backupDir, names[0]!), renamed, { recursive: true })
  expect((await runScript('restore', [renamed], { DATA_DIR: target })).code).toBe(1)

  const restored = await runScript('restore', [path.join(backupDir, names[0]!)], {
    DATA_DIR: target,
  })
  expect(restored.code, restored.output).toBe(0)
})

async function waitFor<T>(probe: () => T | null | undefined | '', timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
