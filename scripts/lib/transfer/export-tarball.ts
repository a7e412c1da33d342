import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { exportDataset } from '@sanity/export'
import { isPrivateId } from '#schemas/lib/private'
import { checkDocuments } from './check-documents'
import { inspectExport, TarballError } from './tarball'

export interface ExportTarballOptions {
  /** Where the tarball goes; it appears there only once written whole and read back. */
  outputPath: string
  drafts: boolean
  types?: string[]
  /**
   * Also the business records (`private.*`: quote requests, applications, shipments, accounts);
   * never the login lockout counters, which mean nothing elsewhere (docs/decisions/032).
   */
  withPrivate: boolean
  onStep?: (step: string) => void
}

export interface ExportReport {
  outputPath: string
  documents: number
  assetFiles: number
  bytes: number
}

/**
 * `npm run export`: Sanity's own `exportDataset()` (the code behind `sanity dataset export`)
 * into a temp file, then the tarball read back as the import will read it: every asset a
 * document names must be in it (the exporter only warns about an asset it could not download).
 */
export async function exportTarball(
  client: SanityClient,
  options: ExportTarballOptions,
): Promise<ExportReport> {
  const output = path.resolve(options.outputPath)
  const partial = `${output}.partial`
  const skipped: string[] = []
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    skipped.push(args.map(String).join(' '))
    warn(...args)
  }
  try {
    const result = await exportDataset({
      client,
      dataset: client.config().dataset!,
      outputPath: partial,
      drafts: options.drafts,
      ...(options.types ? { types: options.types } : {}),
      filterDocument: (doc) => keep(doc._id, options.withPrivate),
      onProgress: (progress) => options.onStep?.(progress.step),
    })
    if (skipped.length > 0) {
      throw new TarballError(`The export could not read every asset: ${skipped.join('; ')}`)
    }
    const assetFiles = await readBack(partial)
    fs.renameSync(partial, output)
    return {
      outputPath: output,
      documents: result.documentCount,
      assetFiles,
      bytes: fs.statSync(output).size,
    }
  } finally {
    console.warn = warn
    fs.rmSync(partial, { force: true })
  }
}

function keep(id: string, withPrivate: boolean): boolean {
  if (!isPrivateId(id)) return true
  return withPrivate && !id.includes('private.loginAttempts.')
}

async function readBack(tarball: string): Promise<number> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-export-check-'))
  try {
    const data = path.join(work, 'data.ndjson')
    const { assetFiles } = await inspectExport(tarball, data)
    await checkDocuments(data, {
      assetFiles,
      maxDocumentBytes: Number.MAX_SAFE_INTEGER,
      releases: true,
    })
    return assetFiles.size
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
