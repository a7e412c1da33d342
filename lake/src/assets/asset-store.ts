import { WRITE_TOKEN, type Access } from '../auth/access'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import sharp from 'sharp'
import { boom, typedError } from '../http/errors'
import type { TransactionRunner } from '../mutate/transactions'
import type { DocumentStore } from '../store/document-store'
import { randomKey } from '../store/ids'
import type { SanityDoc } from '../store/types'
import { commitFile } from '#server-kit/durable-file'
import { extensionForMime, imageExtension, mimeForExtension } from './mime'

export type AssetKind = 'image' | 'file'

export interface UploadRequest {
  /** Who uploads: recorded on the asset document's transaction. */
  access?: Access
  dataset: string
  kind: AssetKind
  body: Readable
  contentType: string | undefined
  query: Record<string, unknown>
}

// libvips keeps recent images and operations cached (50 MB by default); the lake reads each upload
// once and caches transforms on disk, so that memory would only inflate the resident size.
sharp.cache(false)
// One libvips thread per image: requests already run in parallel on libuv's pool, and each extra
// libvips thread keeps its own malloc arena, which is what inflates peak memory.
sharp.concurrency(1)

const OPTIONAL_TEXT_FIELDS = ['label', 'title', 'description', 'creditLine'] as const

/**
 * Asset bytes are content-addressed on disk (DATA_DIR/assets/blobs/<sha1>) and described by
 * `sanity.imageAsset` / `sanity.fileAsset` documents. The bytes are durable before the document
 * is committed, so no committed document can point at a missing or partial file.
 */
export class AssetStore {
  readonly blobDir: string
  private readonly tempDir: string
  publicUrl = ''

  constructor(
    dataDir: string,
    private readonly projectId: string,
    private readonly store: DocumentStore,
    private readonly runner: TransactionRunner,
    private readonly maxBytes: number,
  ) {
    this.blobDir = path.join(dataDir, 'assets', 'blobs')
    this.tempDir = path.join(dataDir, 'assets', 'tmp')
    fs.mkdirSync(this.blobDir, { recursive: true })
    // Temp files left by a crash belong to no acknowledged upload.
    fs.rmSync(this.tempDir, { recursive: true, force: true })
    fs.mkdirSync(this.tempDir, { recursive: true })
  }

  blobPath(sha1: string): string {
    return path.join(this.blobDir, sha1.slice(0, 2), sha1)
  }

  async upload(request: UploadRequest): Promise<SanityDoc> {
    const { dataset, kind, query } = request
    const tempPath = path.join(this.tempDir, `${randomKey()}.part`)
    try {
      const { sha1, size } = await this.receive(request.body, tempPath)
      if (size === 0) throw typedError(400, 'validationError', 'The request body is empty')
      const filename = stringParam(query.filename)
      const described = kind === 'image' ? await describeImage(tempPath) : null
      const extension = described
        ? described.extension
        : fileExtension(filename, request.contentType)
      const id =
        kind === 'image' && described
          ? `image-${sha1}-${described.width}x${described.height}-${extension}`
          : `file-${sha1}-${extension}`
      const existing = this.store.get(dataset, id)
      if (existing) return existing

      const finalPath = this.blobPath(sha1)
      if (fs.existsSync(finalPath)) await fs.promises.rm(tempPath, { force: true })
      else await commitFile(tempPath, finalPath)

      const urlPath =
        kind === 'image' && described
          ? `images/${this.projectId}/${dataset}/${sha1}-${described.width}x${described.height}.${extension}`
          : `files/${this.projectId}/${dataset}/${sha1}.${extension}`
      const doc: Record<string, unknown> = {
        _id: id,
        _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
        assetId: sha1,
        extension,
        mimeType: described
          ? mimeForExtension(extension)
          : fileMime(extension, request.contentType),
        originalFilename: filename ?? `${sha1}.${extension}`,
        path: urlPath,
        sha1hash: sha1,
        size,
        uploadId: randomKey(32),
        url: `${this.publicUrl}/${urlPath}`,
      }
      for (const field of OPTIONAL_TEXT_FIELDS) {
        const value = stringParam(query[field])
        if (value) doc[field] = value
      }
      const sourceName = stringParam(query.sourceName)
      if (sourceName) {
        doc.source = {
          name: sourceName,
          id: stringParam(query.sourceId),
          url: stringParam(query.sourceUrl),
        }
      }
      if (described) doc.metadata = await imageMetadata(finalPath, described)

      await this.runner.run({
        dataset,
        access: request.access ?? WRITE_TOKEN,
        mutations: [{ createIfNotExists: doc }],
      })
      return this.store.get(dataset, id)!
    } finally {
      await fs.promises.rm(tempPath, { force: true })
    }
  }

  /** Streams the body to a temp file, hashing as it goes and stopping at the size cap. */
  private async receive(body: Readable, tempPath: string): Promise<{ sha1: string; size: number }> {
    const hash = createHash('sha1')
    let size = 0
    const maxBytes = this.maxBytes
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length
        if (size > maxBytes) {
          callback(boom(413, `Asset is larger than the limit of ${maxBytes} bytes`))
          return
        }
        hash.update(chunk)
        callback(null, chunk)
      },
    })
    await pipeline(body, meter, fs.createWriteStream(tempPath, { flags: 'wx' }))
    return { sha1: hash.digest('hex'), size }
  }
}

interface DescribedImage {
  width: number
  height: number
  extension: string
  hasAlpha: boolean
}

async function describeImage(file: string): Promise<DescribedImage> {
  let meta: sharp.Metadata
  try {
    meta = await sharp(file, { limitInputPixels: 268_402_689 }).metadata()
  } catch {
    throw typedError(400, 'validationError', 'Invalid image, could not read metadata')
  }
  const extension = imageExtension(meta.format, meta.compression)
  if (!extension || !meta.width || !meta.height) {
    throw typedError(400, 'validationError', 'Unsupported image format')
  }
  let width = meta.width
  let height = meta.pageHeight ?? meta.height
  // EXIF orientations 5-8 rotate by 90 degrees: the displayed size is the transposed one.
  if (meta.orientation && meta.orientation >= 5) [width, height] = [height, width]
  return { width, height, extension, hasAlpha: Boolean(meta.hasAlpha) }
}

async function imageMetadata(file: string, image: DescribedImage) {
  // One decode: the 20 px preview is the lqip, and its colours give the dominant swatch (a
  // second full-size decode for stats() doubled the memory and time of each upload).
  const preview = await sharp(file, { animated: false })
    .rotate()
    .resize(20)
    .jpeg({ quality: 40 })
    .toBuffer()
    .catch(() => undefined)
  const lqip = preview && `data:image/jpeg;base64,${preview.toString('base64')}`
  const dominant =
    preview &&
    (await sharp(preview)
      .stats()
      .then(
        ({ dominant: d }) =>
          `#${[d.r, d.g, d.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
      )
      .catch(() => undefined))
  return {
    _type: 'sanity.imageMetadata',
    dimensions: {
      _type: 'sanity.imageDimensions',
      width: image.width,
      height: image.height,
      aspectRatio: image.width / image.height,
    },
    hasAlpha: image.hasAlpha,
    isOpaque: !image.hasAlpha,
    ...(lqip ? { lqip } : {}),
    ...(dominant
      ? {
          palette: {
            _type: 'sanity.imagePalette',
            dominant: {
              _type: 'sanity.imagePaletteSwatch',
              background: dominant,
              foreground: '#fff',
              population: 1,
              title: '#fff',
            },
          },
        }
      : {}),
  }
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 1024) : undefined
}

function fileExtension(filename: string | undefined, contentType: string | undefined): string {
  const fromName = filename ? path.extname(filename).slice(1).toLowerCase() : ''
  if (/^[a-z0-9]{1,10}$/.test(fromName)) return fromName
  const fromMime = contentType ? extensionForMime(baseMime(contentType)) : undefined
  return fromMime ?? 'bin'
}

function fileMime(extension: string, contentType: string | undefined): string {
  const declared = contentType ? baseMime(contentType) : ''
  if (/^[a-z]+\/[a-z0-9.+-]+$/.test(declared) && declared !== 'application/octet-stream') {
    return declared
  }
  return mimeForExtension(extension)
}

function baseMime(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase()
}
