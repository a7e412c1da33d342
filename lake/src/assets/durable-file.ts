import fs from 'node:fs'
import path from 'node:path'

/**
 * Moves a fully written temp file to its final name so that a crash at any moment leaves either
 * no file or the whole file: fsync the data, rename, fsync the directory (the rename itself is
 * only durable once the directory entry is on disk).
 */
export async function commitFile(tempPath: string, finalPath: string): Promise<void> {
  const handle = await fs.promises.open(tempPath, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.promises.mkdir(path.dirname(finalPath), { recursive: true })
  await fs.promises.rename(tempPath, finalPath)
  await syncDirectory(path.dirname(finalPath))
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
