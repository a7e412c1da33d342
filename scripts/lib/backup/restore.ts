import fs from 'node:fs'
import path from 'node:path'
import { lockDataDir } from '#lake/store/data-dir-lock'
import { syncPath } from '#server-kit/durable-file'
import { OPERATIONS_LOG } from '../operations-log'
import { BackupError } from './errors'
import { copyDurably, isNonEmptyDir, makePrivateDir, syncTree } from './files'
import { INCOMPLETE_PREFIX, timestampName } from './layout'
import { readManifest, type Manifest } from './manifest'
import { verifyBackupFiles } from './verify'

export interface RestoreOptions {
  /** The backup folder (BACKUP_DIR/backup-…). */
  backup: string
  dataDir: string
  /** Restore over a non-empty DATA_DIR, which is moved aside (never deleted). */
  force: boolean
}

export interface Restored {
  dataDir: string
  /** Where the DATA_DIR that was there went, or null when there was none (or it was empty). */
  replaced: string | null
  manifest: Manifest
}

/**
 * Restores a backup into DATA_DIR (docs/decisions/033). Everything is checked before anything is
 * written: the manifest (zod), every file's size and SHA-256, no file beyond the manifest, the
 * database's integrity, DATA_DIR empty (or --force) and no lake process on it. The files then go
 * into a sibling staging folder, are fsynced, and the folder is renamed into place, so DATA_DIR
 * is at every moment either the old one or the whole restored one.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const backup = path.resolve(options.backup)
  const dataDir = path.resolve(options.dataDir)
  const manifest = await checkBackup(backup)
  const occupied = checkTarget(dataDir, options.force)
  const release = occupied ? lockOrRefuse(dataDir) : undefined
  try {
    const staging = await stage(backup, manifest, `${dataDir}.restoring-${timestampName()}`)
    const replaced = await swapIn(staging, dataDir, occupied)
    return { dataDir, replaced, manifest }
  } finally {
    release?.()
  }
}

/** The manifest of a whole, untampered backup; throws what is wrong otherwise. */
export async function checkBackup(backup: string): Promise<Manifest> {
  if (path.basename(backup).startsWith(INCOMPLETE_PREFIX)) {
    throw new BackupError(
      `${backup} is an incomplete backup (a run that did not finish) and cannot be restored.`,
    )
  }
  if (!fs.statSync(backup, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`${backup} is not a backup folder.`)
  }
  let manifest: Manifest
  try {
    manifest = readManifest(backup)
  } catch (error) {
    throw new BackupError(`Not restoring: ${(error as Error).message}`)
  }
  const problems = await verifyBackupFiles(backup, manifest.files)
  if (problems.length > 0) {
    throw new BackupError(`Not restoring ${backup}, it does not verify: ${problems.join('; ')}`)
  }
  return manifest
}

/** Whether DATA_DIR holds something (then --force is required); refuses a file in its place. */
function checkTarget(dataDir: string, force: boolean): boolean {
  const stat = fs.statSync(dataDir, { throwIfNoEntry: false })
  if (stat && !stat.isDirectory()) throw new BackupError(`${dataDir} is not a directory.`)
  const occupied = isNonEmptyDir(dataDir)
  if (occupied && !force) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty. Pass --force to restore over it (the current one is moved aside, not deleted).`,
    )
  }
  return occupied
}

/** Holds the data-dir lock (lake/src/store/data-dir-lock.ts) so no lake starts meanwhile. */
function lockOrRefuse(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    throw new BackupError(`Not restoring: ${(error as Error).message}`)
  }
}

/** Copies the backup's files into `staging`, checking each copy's hash, fsynced. */
async function stage(backup: string, manifest: Manifest, staging: string): Promise<string> {
  await makePrivateDir(staging)
  try {
    for (const file of manifest.files) {
      const dest = path.join(staging, file.path)
      await makePrivateDir(path.dirname(dest))
      const copied = await copyDurably(path.join(backup, file.path), dest)
      if (copied.sha256 !== file.sha256 || copied.size !== file.size) {
        throw new BackupError(`${file.path} changed while it was restored; nothing was restored.`)
      }
    }
    await syncTree(staging)
    return staging
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true })
    throw error
  }
}

/** Renames `staging` to DATA_DIR, the old DATA_DIR first moved aside when it held something. */
async function swapIn(staging: string, dataDir: string, occupied: boolean): Promise<string | null> {
  let replaced: string | null = null
  try {
    if (occupied) {
      // The operations log is the record of who did what to this installation: it carries on.
      await fs.promises
        .copyFile(path.join(dataDir, OPERATIONS_LOG), path.join(staging, OPERATIONS_LOG))
        .catch(() => undefined)
      replaced = `${dataDir}.replaced-${timestampName()}`
      await fs.promises.rename(dataDir, replaced)
      // Our lock's pid file went along; no lake runs there (we held its lock).
      await fs.promises.rm(path.join(replaced, 'lake.pid'), { force: true })
    } else {
      // An empty DATA_DIR (or none): nothing to keep, the rename needs the name free.
      await fs.promises.rmdir(dataDir).catch(() => undefined)
    }
    await fs.promises.rename(staging, dataDir)
  } catch (error) {
    if (replaced && !fs.existsSync(dataDir)) await fs.promises.rename(replaced, dataDir)
    await fs.promises.rm(staging, { recursive: true, force: true })
    throw error
  }
  await syncPath(path.dirname(dataDir), 'r')
  return replaced
}
