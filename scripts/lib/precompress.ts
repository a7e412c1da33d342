import fs from 'node:fs'
import path from 'node:path'
import {
  compressOnce,
  ENCODING_EXTENSIONS,
  type ContentEncoding,
} from '#adapters/server/http/compression'

/** What is worth compressing among the built files (images and fonts are compressed already). */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt'])
/** Smaller files are sent as they are: the headers would outweigh the saving. */
const MIN_BYTES = 1024

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling next to every
 * compressible file under `dir`, once at build time, so the server never compresses an asset
 * per request (issue 14, docs/decisions/018). A sibling that would not be smaller is not written.
 * Returns the bytes before and after, for the build's log.
 */
export function precompressDir(dir: string): { files: number; plain: number; br: number } {
  const totals = { files: 0, plain: 0, br: 0 }
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue
    const body = fs.readFileSync(file)
    if (body.length < MIN_BYTES) continue
    totals.files++
    totals.plain += body.length
    for (const encoding of Object.keys(ENCODING_EXTENSIONS) as ContentEncoding[]) {
      const compressed = compressOnce(body, encoding)
      if (compressed.length >= body.length) continue
      fs.writeFileSync(`${file}${ENCODING_EXTENSIONS[encoding]}`, compressed)
      if (encoding === 'br') totals.br += compressed.length
    }
  }
  return totals
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}
