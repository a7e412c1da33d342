import fs from 'node:fs'
import path from 'node:path'
import { extract, list, type ReadEntry } from 'tar'

/**
 * Reading a Sanity export tarball (`<dataset>-export-<date>/data.ndjson`, `images/`, `files/`,
 * `assets.json`: the layout `sanity dataset export` writes) safely, before anything of it reaches
 * a store (docs/decisions/032). Every entry is checked first: plain files and folders only, no
 * absolute path, no `..`, nothing outside that layout. Only then is it unpacked.
 */
export class TarballError extends Error {}

const ASSET_NAME = /^[A-Za-z0-9][\w.-]{0,200}$/
const TOP_FILES = new Set(['data.ndjson', 'assets.json'])
const ASSET_DIRS = new Set(['images', 'files'])

export interface UnpackedExport {
  /** The folder that holds data.ndjson. */
  dir: string
  /** `images/<name>` and `files/<name>` present in the tarball. */
  assetFiles: Set<string>
}

/** Checks every entry of `file`, then unpacks it into `into` (an empty folder). */
export async function unpackExport(file: string, into: string): Promise<UnpackedExport> {
  const { prefix, assetFiles } = await inspectExport(file)
  await extract({ file, cwd: into, strict: true }).catch((error: Error) => {
    throw corrupt(error)
  })
  return { dir: path.join(into, prefix), assetFiles }
}

/**
 * Checks every entry of `file` without unpacking it, and copies its data.ndjson to `dataCopy`
 * when given: how the export reads back what it wrote, without a second gigabyte on disk.
 */
export async function inspectExport(
  file: string,
  dataCopy?: string,
): Promise<{ prefix: string; assetFiles: Set<string> }> {
  if (!fs.existsSync(file)) throw new TarballError(`No such file: ${file}`)
  const entries = await listEntries(file, dataCopy)
  const prefix = commonPrefix(entries.map((entry) => entry.path))
  const assetFiles = new Set<string>()
  let hasData = false
  for (const entry of entries) {
    const inner = entry.path.slice(prefix.length)
    if (entry.type === 'Directory') {
      const folder = inner.replace(/\/$/, '')
      if (folder === '' || ASSET_DIRS.has(folder)) continue
      throw new TarballError(`Unexpected folder in the tarball: ${JSON.stringify(entry.path)}`)
    }
    if (TOP_FILES.has(inner)) {
      hasData ||= inner === 'data.ndjson'
      continue
    }
    const [dir, name, ...rest] = inner.split('/')
    if (!dir || !ASSET_DIRS.has(dir) || !name || rest.length > 0 || !ASSET_NAME.test(name)) {
      throw new TarballError(`Unexpected file in the tarball: ${JSON.stringify(entry.path)}`)
    }
    assetFiles.add(`${dir}/${name}`)
  }
  if (!hasData) throw new TarballError('The tarball holds no data.ndjson: not a Sanity export')
  return { prefix, assetFiles }
}

interface Entry {
  path: string
  type: 'File' | 'Directory'
}

async function listEntries(file: string, dataCopy?: string): Promise<Entry[]> {
  const entries: Entry[] = []
  let refused: TarballError | null = null
  const onReadEntry = (entry: ReadEntry) => {
    const checked = checkEntry(entry)
    if (typeof checked === 'string') refused ??= new TarballError(checked)
    else entries.push(checked)
    // Only a top-level or one-folder-down data.ndjson is the dataset (the layout check follows).
    if (dataCopy && /^([^/]+\/)?data\.ndjson$/.test(entry.path)) {
      entry.on('data', (chunk: Buffer) => fs.appendFileSync(dataCopy, chunk))
    } else entry.resume()
  }
  await list({ file, strict: true, onReadEntry }).catch((error: Error) => {
    throw corrupt(error)
  })
  if (refused) throw refused
  if (entries.length === 0) throw new TarballError('The tarball is empty')
  return entries
}

/** The entry, or why it is refused. */
function checkEntry(entry: ReadEntry): Entry | string {
  const name = entry.path.replace(/\/+$/, '')
  if (entry.type !== 'File' && entry.type !== 'Directory') {
    return `The tarball holds a ${entry.type} entry (${JSON.stringify(entry.path)}); only files and folders are allowed`
  }
  const parts = name.split('/')
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\')) {
    return `A path in the tarball is absolute: ${JSON.stringify(entry.path)}`
  }
  if (parts.some((part) => part === '..' || part === '.' || part === '')) {
    return `A path in the tarball tries to leave its folder: ${JSON.stringify(entry.path)}`
  }
  return { path: entry.type === 'Directory' ? `${name}/` : name, type: entry.type }
}

/** The one top folder every entry is in (`<dataset>-export-<date>/`), or '' when there is none. */
function commonPrefix(paths: string[]): string {
  const first = paths[0]!.split('/')[0]!
  const inFolder = paths.every((p) => p === `${first}/` || p.startsWith(`${first}/`))
  return inFolder && !TOP_FILES.has(first) && !ASSET_DIRS.has(first) ? `${first}/` : ''
}

function corrupt(error: Error): TarballError {
  return new TarballError(`The tarball is corrupt or truncated: ${error.message}`)
}
