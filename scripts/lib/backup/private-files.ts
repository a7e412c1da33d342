import fs from 'node:fs'
import path from 'node:path'
import { listEntries } from './files'

/** Secrets at the top of DATA_DIR: the lake's tokens and the HMAC key of admin tokens. */
const SECRET_FILES = ['lake-tokens.json', 'auth-secret']

/**
 * The files of DATA_DIR besides the database and the blobs, relative: everything under private/
 * (the résumés), the PEM files of tls/ (local CA, Studio certificate) and the secrets. Never
 * cache/, tmp/, assets/tmp/, the lock or the pid file: disposable, or rebuilt by the next start.
 */
export async function listPrivateFiles(dataDir: string): Promise<string[]> {
  const found: string[] = []
  for (const name of SECRET_FILES) {
    if (fs.statSync(path.join(dataDir, name), { throwIfNoEntry: false })?.isFile()) found.push(name)
  }
  for (const file of await filesUnder(dataDir, 'private')) found.push(`private/${file}`)
  for (const file of await filesUnder(dataDir, 'tls')) {
    if (file.endsWith('.pem') && !file.includes('/')) found.push(`tls/${file}`)
  }
  return found
}

/** Whether DATA_DIR holds anything of listPrivateFiles (hosted mode: is there anything to keep). */
export async function hasPrivateFiles(dataDir: string): Promise<boolean> {
  return (await listPrivateFiles(dataDir)).length > 0
}

/** Whether a backup path is a résumé (counted in the manifest). */
export function isResume(relative: string): boolean {
  return relative.startsWith('private/resumes/')
}

async function filesUnder(dataDir: string, folder: string): Promise<string[]> {
  try {
    return await listEntries(path.join(dataDir, folder))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
