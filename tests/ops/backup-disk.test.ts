/**
 * A BACKUP_DIR that cannot take the backup: a file in its place, a read-only mount, a full disk
 * (a 1 MB tmpfs; root may mount one). Each gives exit 1 with a message naming the folder and
 * the problem, and leaves no incomplete backup behind.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillDataDir, runScript, tempDir } from './support/backup-cli'

let root: string
let dataDir: string
const mounts: string[] = []

beforeAll(async () => {
  root = tempDir('disk')
  dataDir = path.join(root, 'data')
  // 2 MB of blobs: more than the 1 MB tmpfs holds.
  await fillDataDir(dataDir, { assetSizes: [1_000_000, 1_000_000] })
})

afterAll(() => {
  for (const mount of mounts.reverse()) execFileSync('umount', [mount])
  fs.rmSync(root, { recursive: true, force: true })
})

const isRoot = process.getuid?.() === 0

function leftovers(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name !== '.lock')
}

describe('an unusable BACKUP_DIR', () => {
  it('a file in place of the folder', async () => {
    const backupDir = path.join(root, 'not-a-dir')
    fs.writeFileSync(backupDir, 'x')
    const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    expect(result.code, result.output).toBe(1)
    expect(result.stderr).toContain(`Cannot write a backup to ${backupDir}: it is not a directory`)
  })

  it.runIf(isRoot)('a read-only mount', async () => {
    const backupDir = path.join(root, 'read-only')
    fs.mkdirSync(backupDir)
    execFileSync('mount', ['--bind', backupDir, backupDir])
    mounts.push(backupDir)
    execFileSync('mount', ['-o', 'remount,ro,bind', backupDir])
    const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    expect(result.code, result.output).toBe(1)
    expect(result.stderr).toContain(`Cannot write a backup to ${backupDir}: it is on a read-only`)
    expect(leftovers(backupDir)).toEqual([])
  })

  it.runIf(isRoot)('a full disk', async () => {
    const backupDir = path.join(root, 'tiny')
    fs.mkdirSync(backupDir)
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', backupDir])
    mounts.push(backupDir)
    const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    expect(result.code, result.output).toBe(1)
    expect(result.stderr).toContain(`Cannot write a backup to ${backupDir}: the disk is full`)
    expect(result.stderr).toContain('The incomplete backup was removed')
    expect(leftovers(backupDir)).toEqual([])
  })
})
