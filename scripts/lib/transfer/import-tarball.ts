import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { sanityImport } from '@sanity/import'
import { checkDocuments } from './check-documents'
import { TarballError, unpackExport } from './tarball'

export type ImportOperation = 'create' | 'createOrReplace' | 'createIfNotExists'

export interface ImportTarballOptions {
  file: string
  /** `create` fails on an existing id (the CLI's default); `--replace`, `--missing`. */
  operation: ImportOperation
  /** Hosted Sanity (true) or the embedded lake: what the target keeps and how assets are reused. */
  hosted: boolean
  /** The largest document the target accepts, in bytes of JSON. */
  maxDocumentBytes: number
  onStep?: (step: string) => void
}

export interface ImportReport {
  documents: number
  assetFiles: number
  warnings: string[]
}

/**
 * `npm run import`: Sanity's own `sanityImport()` (the code behind `sanity dataset import`) on a
 * tarball that was checked whole first (tarball.ts, check-documents.ts), then a count of the
 * imported ids (docs/decisions/032).
 */
export async function importTarball(
  client: SanityClient,
  options: ImportTarballOptions,
): Promise<ImportReport> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-import-'))
  try {
    const unpacked = await unpackExport(options.file, work)
    const checked = await checkDocuments(path.join(unpacked.dir, 'data.ndjson'), {
      assetFiles: unpacked.assetFiles,
      maxDocumentBytes: options.maxDocumentBytes,
      releases: options.hosted,
    })
    const result = await sanityImport(unpacked.dir, {
      client,
      operation: options.operation,
      // The lake's upload is content-addressed: bytes it holds already give back the existing
      // asset document, which is the CLI's reuse check done by the store in one request. The CLI's
      // own check downloads the asset's `url` over HTTPS only, and the lake serves plain HTTP.
      replaceAssets: !options.hosted,
      allowFailingAssets: false,
      releasesOperation: 'fail',
      onProgress: (progress: { step: string }) => options.onStep?.(progress.step),
    })
    await verifyImported(client, checked.ids)
    return {
      documents: result.numDocs,
      assetFiles: unpacked.assetFiles.size,
      warnings: result.warnings.map((warning: { message: string }) => warning.message),
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** Every id of the tarball is in the store now (in rounds, so the query stays small). */
async function verifyImported(client: SanityClient, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    const round = ids.slice(start, start + 500)
    const found = await client.fetch<string[]>(
      '*[_id in $ids]._id',
      { ids: round },
      {
        perspective: 'raw',
      },
    )
    if (found.length !== round.length) {
      const have = new Set(found)
      const missing = round.filter((id) => !have.has(id))
      throw new TarballError(
        `The import finished but ${missing.length} document(s) are not in the store: ${missing.slice(0, 5).join(', ')}`,
      )
    }
  }
}
