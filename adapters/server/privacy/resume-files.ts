import fs from 'node:fs'
import path from 'node:path'
import type { ResumeFileRemover } from '../../cms/privacy'

/**
 * The private files' folder: PRIVATE_FILES_DIR, by default DATA_DIR/private (never served).
 * Site replicas share one (README "Deploying": the store's, which its backups take).
 */
export function privateFilesDirOf(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PRIVATE_FILES_DIR?.trim()
  return path.resolve(configured || path.join(env.DATA_DIR?.trim() || './.data', 'private'))
}

/**
 * The private résumé folder. The one place its path is made: the server keeps résumés there
 * (dependencies.ts) and `npm run admin -- forget`, which runs without the server, deletes them
 * there.
 */
export function resumeDirIn(privateFilesDir: string): string {
  return path.join(path.resolve(privateFilesDir), 'resumes')
}

/** A stored name as the server makes them (`<uuid>.<ext>`): one plain name, no path. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/**
 * Deletes résumé files of `resumeDir` by stored name; false when there was nothing to delete.
 * A name that is not a plain file name (a path separator, `..`) is never followed: the server
 * never wrote such a name, so no file of ours has it. A file already gone is not an error.
 */
export function resumeFileRemover(resumeDir: string): ResumeFileRemover {
  return async (storedName) => {
    if (!STORED_NAME.test(storedName) || storedName.includes('..')) {
      return false
    }
    try {
      await fs.promises.unlink(path.join(resumeDir, storedName))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }
}
