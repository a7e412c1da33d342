import fs from 'node:fs'
import readline from 'node:readline'
import { isValidDocumentId } from '#lake/store/ids'
import { TarballError } from './tarball'

/**
 * Reads data.ndjson once, before the import writes anything, and refuses what a store would
 * refuse halfway through (docs/decisions/032): a line that is not a JSON object, an invalid or
 * repeated id, a document over the size cap, an asset path outside the tarball or missing from it.
 */
export interface CheckOptions {
  /** `images/<name>` and `files/<name>` the tarball holds. */
  assetFiles: Set<string>
  /** The largest document the target store accepts, in bytes of JSON. */
  maxDocumentBytes: number
  /** Whether the target store keeps content releases (`_.releases.*`). */
  releases: boolean
}

export interface CheckedExport {
  documents: number
  /** Every id in the file, to verify the import afterwards. */
  ids: string[]
}

const LOCAL_ASSET = /^(image|file)@file:\/\/\.\/((images|files)\/[^/]+)$/

export async function checkDocuments(file: string, options: CheckOptions): Promise<CheckedExport> {
  const ids = new Set<string>()
  let line = 0
  let documents = 0
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  for await (const text of lines) {
    line++
    if (text.trim() === '') continue
    documents++
    const where = `data.ndjson line ${line}`
    if (Buffer.byteLength(text) > options.maxDocumentBytes) {
      throw new TarballError(
        `${where}: the document is ${Buffer.byteLength(text)} bytes; the store accepts at most ${options.maxDocumentBytes}`,
      )
    }
    const doc = parseObject(text, where)
    const id = checkIdentity(doc, where, options)
    if (id !== undefined) {
      if (ids.has(id)) throw new TarballError(`${where}: the id ${JSON.stringify(id)} repeats`)
      ids.add(id)
    }
    checkAssets(doc, where, options.assetFiles)
  }
  return { documents, ids: [...ids] }
}

function parseObject(text: string, where: string): Record<string, unknown> {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    throw new TarballError(`${where} is not JSON`)
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new TarballError(`${where} is not a document (a JSON object)`)
  }
  return doc as Record<string, unknown>
}

function checkIdentity(
  doc: Record<string, unknown>,
  where: string,
  options: CheckOptions,
): string | undefined {
  if (typeof doc._type !== 'string' || doc._type === '') {
    throw new TarballError(`${where}: the document has no _type`)
  }
  const id = doc._id
  // Sanity's import gives documents without an id a new one.
  if (id === undefined) return undefined
  if (!isValidDocumentId(id)) {
    throw new TarballError(`${where}: invalid document id ${JSON.stringify(id)}`)
  }
  if (id.startsWith('_.releases.') && !options.releases) {
    throw new TarballError(
      `${where}: the export holds content releases (${id}), which this store does not keep yet`,
    )
  }
  return id
}

/** Every `_sanityAsset` must name a file of this tarball: no other path, no download. */
function checkAssets(value: unknown, where: string, assetFiles: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) checkAssets(item, where, assetFiles)
    return
  }
  if (!value || typeof value !== 'object') return
  for (const [key, field] of Object.entries(value)) {
    if (key === '_sanityAsset') {
      const match = typeof field === 'string' ? LOCAL_ASSET.exec(field) : null
      if (!match) {
        throw new TarballError(
          `${where}: the asset ${JSON.stringify(field)} is not a file of this tarball`,
        )
      }
      if (!assetFiles.has(match[2]!)) {
        throw new TarballError(`${where}: the tarball lacks ${match[2]}`)
      }
    } else {
      checkAssets(field, where, assetFiles)
    }
  }
}
