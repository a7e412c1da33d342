/**
 * `npm run admin -- forget --email` also names the backups that still hold the address
 * (searched case-insensitively in each backup's database), and says nothing of backups when
 * none does (docs/decisions/033, 017).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { freePort } from '#test-support/free-port'
import { backupNames, fillDataDir, runScript, tempDir } from './support/backup-cli'

const root = tempDir('forget')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

it('names the backups holding the address, and none that do not', async () => {
  const dataDir = path.join(root, 'data')
  const backupDir = path.join(root, 'backups')
  await fillDataDir(dataDir, {
    extra: [
      {
        _id: `private.quoteRequest.${randomUUID()}`,
        _type: 'quoteRequest',
        name: 'Sara Ali',
        email: 'Sara.Ali@Example.com',
        receivedAt: new Date().toISOString(),
      },
    ],
  })
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, LAKE_PORT: String(await freePort()) }
  for (let n = 0; n < 2; n++) expect((await runScript('backup', [], env)).code).toBe(0)
  const holding = backupNames(backupDir).map((name) => path.join(backupDir, name))

  const forget = (email: string) => runScript('admin', ['forget', '--email', email], env)
  const first = await forget('sara.ali@example.com')
  expect(first.code, first.output).toBe(0)
  expect(first.stdout).toContain('Removed 1 quote request stored for sara.ali@example.com.')
  expect(first.stdout).toContain(
    `2 backups still hold sara.ali@example.com: ${[...holding].reverse().join(', ')}. ` +
      'They are deleted when older than RETENTION_DAYS (365 days), or delete them now.',
  )

  // A backup taken after forget does not hold it: still the same two.
  expect((await runScript('backup', [], env)).code).toBe(0)
  const again = await forget('SARA.ALI@example.com')
  expect(again.stdout).toContain('Nothing stored for sara.ali@example.com.')
  expect(again.stdout).toMatch(/2 backups still hold sara\.ali@example\.com/)

  const nobody = await forget('nobody@example.com')
  expect(nobody.code, nobody.output).toBe(0)
  expect(nobody.stdout).not.toContain('backups')
  expect(nobody.stdout).not.toContain('backup')
})
