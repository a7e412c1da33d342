import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { PRIVATE_FILE_MODE, secureDataDir } from '#server-kit/private-files'

/**
 * One lake process per data directory: the in-memory copy of the documents is what queries read,
 * so a second writer would make it stale.
 *
 * The lock is an exclusive SQLite transaction on DATA_DIR/lake.lock, opened and never committed:
 * it is a POSIX record lock, which the kernel drops the moment its process dies. A process killed
 * with -9 therefore never leaves a lock behind, even while it is a zombie its parent has not
 * reaped yet (a pid check sees a zombie as alive), and a pid reused by an unrelated process
 * cannot hold one. `lake.pid` only names the owner in the refusal message.
 *
 * Within one process the same directory may be locked again (a script opening the store the
 * server holds): the lock is counted and released with its last holder.
 */
export function lockDataDir(dataDir: string): () => void {
  secureDataDir(dataDir)
  const key = canonical(dataDir)
  const held = heldLocks.get(key)
  if (held) {
    held.count++
    return once(() => release(key))
  }
  const lockFile = path.join(dataDir, 'lake.lock')
  createPrivate(lockFile)
  // A killed process's lock goes when its last thread has exited, which can be a few ms after
  // its main thread already shows as a zombie: wait that long before calling the lock taken.
  const db = new Database(lockFile, { timeout: LOCK_WAIT_MS })
  try {
    db.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    db.close()
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    const owner = readPid(path.join(dataDir, 'lake.pid'))
    throw new Error(
      `Another lake process${owner ? ` (pid ${owner})` : ''} is using ${dataDir}. ` +
        'Stop it, or use another DATA_DIR.',
    )
  }
  const pidFile = path.join(dataDir, 'lake.pid')
  writePid(pidFile)
  heldLocks.set(key, { db, count: 1, pidFile })
  return once(() => release(key))
}

/** How long a start waits for the lock of a process that is still exiting. */
const LOCK_WAIT_MS = 3000

interface HeldLock {
  db: Database.Database
  count: number
  pidFile: string
}

/** Locks this process holds, by canonical data directory. */
const heldLocks = new Map<string, HeldLock>()

function release(key: string): void {
  const held = heldLocks.get(key)
  if (!held || --held.count > 0) return
  heldLocks.delete(key)
  if (readPid(held.pidFile) === process.pid) fs.rmSync(held.pidFile, { force: true })
  try {
    held.db.exec('ROLLBACK')
  } finally {
    held.db.close()
  }
}

function once(fn: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}

function canonical(dataDir: string): string {
  try {
    return fs.realpathSync(dataDir)
  } catch {
    return path.resolve(dataDir)
  }
}

/** Creates `file` owner-only before SQLite opens it (SQLite would use 0644 less the umask). */
function createPrivate(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  fs.chmodSync(file, PRIVATE_FILE_MODE)
}

function writePid(file: string): void {
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, String(process.pid), { mode: PRIVATE_FILE_MODE })
  fs.chmodSync(tmp, PRIVATE_FILE_MODE)
  fs.renameSync(tmp, file)
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}
