/**
 * "Nothing stored": what a request could have stored (lake documents, asset documents, files
 * under DATA_DIR/private and DATA_DIR/assets) before and after, and no upload temp file left.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { ApiStack } from '#test-support/api-stack'
import { filesUnder } from '#test-support/files'

export interface StoreSnapshot {
  documents: Array<{ _id: string; _rev: string }>
  assets: Array<{ _id: string; _rev: string }>
  /** `relative/path size sha256` of every file under DATA_DIR/private and DATA_DIR/assets. */
  files: string[]
}

function fileLine(dataDir: string, file: string): string {
  const bytes = fs.readFileSync(file)
  const hash = createHash('sha256').update(bytes).digest('hex')
  return `${path.relative(dataDir, file)} ${bytes.length} ${hash}`
}

/**
 * What a request could have stored: lake documents (login counters left out unless asked for:
 * a failed login legitimately counts), asset documents, files under DATA_DIR/private and
 * DATA_DIR/assets.
 */
export async function snapshotStore(
  stack: ApiStack,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<StoreSnapshot> {
  const client = stack.client!
  const filter = options.includeLoginAttempts
    ? ''
    : ' && !(_id in path("private.loginAttempts.**"))'
  const [documents, assets] = await Promise.all([
    client.fetch<Array<{ _id: string; _rev: string }>>(
      `*[!(_id in path("_.**"))${filter}] | order(_id asc){_id, _rev}`,
      {},
      { perspective: 'raw', useCdn: false },
    ),
    client.fetch<Array<{ _id: string; _rev: string }>>(
      '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]] | order(_id asc){_id, _rev}',
      {},
      { perspective: 'raw', useCdn: false },
    ),
  ])
  const files = [
    ...filesUnder(path.join(stack.dataDir, 'private')),
    ...filesUnder(path.join(stack.dataDir, 'assets')),
  ].map((file) => fileLine(stack.dataDir, file))
  return { documents, assets, files }
}

/** Files left in the upload temp folders (DATA_DIR/tmp/uploads/<process>/...). */
export function leftoverUploads(dataDir: string): string[] {
  return [
    ...filesUnder(path.join(dataDir, 'tmp', 'uploads')),
    ...filesUnder(path.join(dataDir, 'assets', 'tmp')),
  ]
}

/** The snapshot is unchanged and no temp file is left behind. */
export async function expectNothingStored(
  stack: ApiStack,
  before: StoreSnapshot,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<void> {
  // A temp file still being closed would show up within a moment: look twice.
  expect(leftoverUploads(stack.dataDir)).toEqual([])
  const after = await snapshotStore(stack, options)
  expect(after).toEqual(before)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(leftoverUploads(stack.dataDir)).toEqual([])
}

/** Runs `act` and checks it stored nothing. */
export async function withNothingStored<T>(
  stack: ApiStack,
  act: () => Promise<T>,
  options: { includeLoginAttempts?: boolean } = {},
): Promise<T> {
  const before = await snapshotStore(stack, options)
  const result = await act()
  await expectNothingStored(stack, before, options)
  return result
}
