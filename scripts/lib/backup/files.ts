import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { syncPath } from '#server-kit/durable-file'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server-kit/private-files'

/** Bytes read per step: large enough for throughput, small enough to keep memory flat. */
const CHUNK = 1024 * 1024

export interface CopiedFile {
  size: number
  sha256: string
  /** SHA-1 of the same bytes: asset blobs are named by it, so a copy can check its source. */
  sha1: string
}

/**
 * Copies `source` to a new owner-only file `dest` (never overwrites), hashing the bytes as they
 * pass, and fsyncs it before returning: the manifest may then name it.
 */
export async function copyDurably(source: string, dest: string): Promise<CopiedFile> {
  const sha256 = createHash('sha256')
  const sha1 = createHash('sha1')
  const input = await fs.promises.open(source, 'r')
  try {
    const output = await fs.promises.open(dest, 'wx', PRIVATE_FILE_MODE)
    try {
      const buffer = Buffer.allocUnsafe(CHUNK)
      let size = 0
      for (;;) {
        const { bytesRead } = await input.read(buffer, 0, CHUNK, null)
        if (bytesRead === 0) break
        const chunk = buffer.subarray(0, bytesRead)
        sha256.update(chunk)
        sha1.update(chunk)
        await output.write(chunk)
        size += bytesRead
      }
      await output.sync()
      return { size, sha256: sha256.digest('hex'), sha1: sha1.digest('hex') }
    } finally {
      await output.close()
    }
  } finally {
    await input.close()
  }
}

/** Size and SHA-256 of a file, read again from the disk. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of fs.createReadStream(file, { highWaterMark: CHUNK })) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { size, sha256: hash.digest('hex') }
}

/** Creates `dir` (and parents) owner-only; returns it. */
export async function makePrivateDir(dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  return dir
}

/**
 * fsyncs every folder of `root` below and including it, deepest first, so every file's directory
 * entry is on disk before the folder is renamed into place.
 */
export async function syncTree(root: string): Promise<void> {
  const dirs = [root]
  for (const relative of await listEntries(root, 'dirs')) dirs.push(path.join(root, relative))
  dirs.sort((a, b) => b.length - a.length)
  for (const dir of dirs) await syncPath(dir, 'r')
}

/**
 * Relative POSIX paths of the regular files (or folders) below `root`, sorted. A symbolic link
 * or any other kind of entry is an error: neither a backup nor DATA_DIR holds one, and following
 * one could read or write outside the tree.
 */
export async function listEntries(
  root: string,
  kind: 'files' | 'dirs' = 'files',
): Promise<string[]> {
  const found: string[] = []
  const walk = async (relative: string): Promise<void> => {
    const entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true })
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (kind === 'dirs') found.push(child)
        await walk(child)
      } else if (entry.isFile()) {
        if (kind === 'files') found.push(child)
      } else {
        throw new Error(`${path.join(root, child)} is not a regular file or folder`)
      }
    }
  }
  await walk('')
  return found.sort()
}

/** Whether `dir` exists and holds at least one entry. */
export function isNonEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0
  } catch {
    return false
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
