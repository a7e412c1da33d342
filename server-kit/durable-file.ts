import fs from 'node:fs'
import path from 'node:path'

/**
 * Moves a fully written temp file to its final name so that a crash at any moment leaves either
 * no file or the whole file: fsync the data, rename, fsync the directory (the rename itself is
 * only durable once the directory entry is on disk).
 */
export async function commitFile(tempPath: string, finalPath: string): Promise<void> {
  await syncPath(tempPath, 'r+')
  await fs.promises.mkdir(path.dirname(finalPath), { recursive: true })
  await fs.promises.rename(tempPath, finalPath)
  await syncPath(path.dirname(finalPath), 'r')
}

/** fsync of a file or directory, opened with `flags` ('r' for a directory). */
export async function syncPath(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await fs.promises.open(target, flags)
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
