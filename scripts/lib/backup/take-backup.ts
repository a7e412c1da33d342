import fs from 'node:fs'
import path from 'node:path'
import { syncPath } from '#server-kit/durable-file'
import { PRIVATE_FILE_MODE } from '#server-kit/private-files'
import { lockBackupDir } from './backup-lock'
import type { BackupConfig } from './config'
import { BackupError, describeBackupFailure } from './errors'
import { copyDurably, hashFile, makePrivateDir, sleep, syncTree } from './files'
import { BACKUP_PREFIX, INCOMPLETE_PREFIX, listIncomplete, timestampName } from './layout'
import { MANIFEST, totalSize, type Manifest, type ManifestFile } from './manifest'
import { isResume, listPrivateFiles } from './private-files'
import { blobPath, snapshotLake, type LakeSnapshot } from './snapshot'
import { verifyBackupFiles } from './verify'

export interface TakenBackup {
  name: string
  dir: string
  manifest: Manifest
  /** Bytes of the copied files. */
  size: number
}

type Settings = Pick<BackupConfig, 'dataDir' | 'backupDir' | 'hosted' | 'testDelayMs'>

/**
 * Takes one backup of DATA_DIR into BACKUP_DIR/backup-<time> (docs/decisions/033): the lake's
 * database as one snapshot, the blobs that snapshot names, the private files and secrets; all
 * written into `.incomplete-<name>`, fsynced, verified, the manifest last, then renamed into
 * place. Any failure removes the incomplete folder and throws a message for the operator.
 */
export async function takeBackup(settings: Settings): Promise<TakenBackup> {
  const { dataDir, backupDir } = settings
  if (!fs.statSync(dataDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`Nothing to back up: DATA_DIR ${dataDir} does not exist.`)
  }
  let release: (() => void) | undefined
  let work: string | undefined
  try {
    await makePrivateDir(backupDir)
    release = lockBackupDir(backupDir)
    await removeLeftovers(backupDir)
    const name = `${BACKUP_PREFIX}${timestampName()}`
    work = await makePrivateDir(path.join(backupDir, `${INCOMPLETE_PREFIX}${name}`))
    const manifest = await writeBackup(settings, work)
    const dir = path.join(backupDir, name)
    await fs.promises.rename(work, dir)
    work = undefined
    await syncPath(backupDir, 'r')
    return { name, dir, manifest, size: totalSize(manifest) }
  } catch (error) {
    if (work) await fs.promises.rm(work, { recursive: true, force: true }).catch(() => {})
    throw new BackupError(describeBackupFailure(error, backupDir), { cause: error })
  } finally {
    release?.()
  }
}

/** Folders of runs that died (the lock proves no other run is writing them). */
async function removeLeftovers(backupDir: string): Promise<void> {
  for (const leftover of listIncomplete(backupDir)) {
    await fs.promises.rm(leftover.dir, { recursive: true, force: true })
  }
}

/** Copies everything into `work`, verifies it, then writes the manifest; returns it. */
async function writeBackup(settings: Settings, work: string): Promise<Manifest> {
  const { dataDir } = settings
  const files: ManifestFile[] = []
  const pause = () => (settings.testDelayMs > 0 ? sleep(settings.testDelayMs) : undefined)
  const dbFile = path.join(dataDir, 'lake.sqlite')
  let snapshot: LakeSnapshot = { documents: 0, assets: 0, blobs: [] }
  if (!settings.hosted && fs.existsSync(dbFile)) {
    snapshot = await snapshotLake(dbFile, path.join(work, 'lake.sqlite'))
    files.push({ path: 'lake.sqlite', ...(await hashFile(path.join(work, 'lake.sqlite'))) })
    await syncPath(path.join(work, 'lake.sqlite'), 'r+')
    await pause()
    for (const sha1 of snapshot.blobs) {
      files.push(await copyBlob(dataDir, work, sha1))
      await pause()
    }
  }
  let resumes = 0
  for (const relative of await listPrivateFiles(dataDir)) {
    const copied = await copyPrivate(dataDir, work, relative)
    if (!copied) continue
    files.push(copied)
    if (isResume(relative)) resumes++
    await pause()
  }
  await syncTree(work)
  const problems = await verifyBackupFiles(work, files)
  if (problems.length > 0) {
    throw new BackupError(`The backup did not verify: ${problems.join('; ')}`)
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    dataDir,
    files,
    counts: { documents: snapshot.documents, assets: snapshot.assets, resumes },
  }
  await writeManifest(work, manifest)
  return manifest
}

/** A blob the snapshot names; missing or not matching its name fails the backup. */
async function copyBlob(dataDir: string, work: string, sha1: string): Promise<ManifestFile> {
  const relative = blobPath(sha1)
  const source = path.join(dataDir, relative)
  if (!fs.existsSync(source)) {
    throw new BackupError(
      `The asset blob ${sha1} that an asset document names is missing from ${path.dirname(source)}; the backup is not complete without it.`,
    )
  }
  const dest = path.join(work, relative)
  await makePrivateDir(path.dirname(dest))
  const copied = await copyDurably(source, dest)
  if (copied.sha1 !== sha1) {
    throw new BackupError(`The asset blob ${source} does not match its SHA-1: it is damaged.`)
  }
  return { path: relative, size: copied.size, sha256: copied.sha256 }
}

/** A private file, or null when it went away since it was listed (forget, retention). */
async function copyPrivate(
  dataDir: string,
  work: string,
  relative: string,
): Promise<ManifestFile | null> {
  const dest = path.join(work, relative)
  await makePrivateDir(path.dirname(dest))
  try {
    const copied = await copyDurably(path.join(dataDir, relative), dest)
    return { path: relative, size: copied.size, sha256: copied.sha256 }
  } catch (error) {
    const gone = (error as NodeJS.ErrnoException).code === 'ENOENT' && !fs.existsSync(dest)
    if (gone) return null
    throw error
  }
}

/** The manifest, owner-only and fsynced with its folder: the last write of a backup. */
async function writeManifest(work: string, manifest: Manifest): Promise<void> {
  const file = path.join(work, MANIFEST)
  await fs.promises.writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  })
  await syncPath(file, 'r+')
  await syncPath(work, 'r')
}
