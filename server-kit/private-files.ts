import fs from 'node:fs'
import path from 'node:path'

/** Owner-only modes for everything private under DATA_DIR (whatever the umask). */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Files at the top of DATA_DIR that hold secrets or private data. */
const PRIVATE_TOP_FILES = [
  'lake.sqlite',
  'lake.sqlite-wal',
  'lake.sqlite-shm',
  'lake.sqlite-journal',
  'lake.lock',
  'lake.lock-journal',
  'lake.pid',
  'lake-tokens.json',
  'auth-secret',
]
/** Folders whose whole content is private (résumés, upload temp files). */
const PRIVATE_TREES = ['private', 'tmp']

/**
 * Makes DATA_DIR private: created 0700 (or tightened to 0700 when it exists, e.g. 0755 from an
 * older version), the database, its WAL and shared memory, the tokens and the auth secret 0600,
 * and every file under private/ and tmp/ 0600 in 0700 folders; TLS private keys 0600. Other local
 * users can then read nothing of it (admin hashes, applicants, résumés, secrets).
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  tighten(dataDir, PRIVATE_DIR_MODE)
  for (const name of PRIVATE_TOP_FILES) tighten(path.join(dataDir, name), PRIVATE_FILE_MODE)
  for (const name of PRIVATE_TREES) tightenTree(path.join(dataDir, name))
  const tls = path.join(dataDir, 'tls')
  if (tighten(tls, PRIVATE_DIR_MODE)) {
    for (const name of fs.readdirSync(tls)) {
      if (name.endsWith('-key.pem') || name.endsWith('.key')) {
        tighten(path.join(tls, name), PRIVATE_FILE_MODE)
      }
    }
  }
}

/** Sets `mode` on `file` when it exists and has another; false when it does not exist. */
export function tighten(file: string, mode: number): boolean {
  let stat: fs.Stats | undefined
  try {
    stat = fs.lstatSync(file, { throwIfNoEntry: false })
  } catch {
    return false
  }
  if (!stat || stat.isSymbolicLink()) return false
  if ((stat.mode & 0o777) !== mode) {
    try {
      fs.chmodSync(file, mode)
    } catch (error) {
      // Not ours (another user's folder): say so, but a read-only mount must not stop a start.
      console.warn(`[lake] could not restrict ${file} to ${mode.toString(8)}: ${String(error)}`)
    }
  }
  return true
}

function tightenTree(dir: string): void {
  if (!tighten(dir, PRIVATE_DIR_MODE)) return
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return // removed meanwhile (another instance sweeping its temp folder)
  }
  for (const entry of entries) {
    const entryPath = path.join(dir, entry.name)
    if (entry.isDirectory()) tightenTree(entryPath)
    else if (entry.isFile()) tighten(entryPath, PRIVATE_FILE_MODE)
  }
}
