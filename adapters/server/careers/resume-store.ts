import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { syncPath } from '#server-kit/durable-file'

/**
 * Résumés in private storage under DATA_DIR: server-generated names, owner-only permissions,
 * outside anything the server serves. Moved from the upload temp folder (same file system, so a
 * rename) and fsynced, so an acknowledged application never points at a missing file.
 */
export async function keepResume(
  resumeDir: string,
  tempPath: string,
  extension: string,
): Promise<{ storedName: string; path: string }> {
  await fs.promises.mkdir(resumeDir, { recursive: true, mode: 0o700 })
  const storedName = `${randomUUID()}.${extension}`
  const target = path.join(resumeDir, storedName)
  try {
    await fs.promises.rename(tempPath, target)
  } catch (error) {
    // Another file system (DATA_DIR split across mounts): copy instead.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await fs.promises.copyFile(tempPath, target, fs.constants.COPYFILE_EXCL)
  }
  await syncPath(target, 'r')
  await syncPath(resumeDir, 'r')
  return { storedName, path: target }
}
