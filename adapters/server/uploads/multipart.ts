import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import Busboy from 'busboy'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import sharp from 'sharp'
import { fileExtension } from '../../contract/fields'
import {
  ACCEPTED_FILE_TYPES,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  JSON_FIELD_MAX_BYTES,
  TEXT_FIELD_MAX_BYTES,
  type FileKind,
} from '../../contract/limits'
import { logClientAbort } from '#server-kit/client-abort'
import { isDiskFull } from '#server-kit/disk-full'
import {
  ApiError,
  badRequest,
  insufficientStorage,
  tooLarge,
  unsupportedType,
} from '../http/api-error'
import {
  acceptedExtensionList,
  acceptedExtensions,
  extensionMatches,
  isAllowedDetectedType,
} from './file-types'

/** What a multipart call accepts. Anything else is refused before it is stored. */
export interface MultipartRules {
  /**
   * The kind of file a field takes, or null when the field takes no file. May throw an
   * ApiError to refuse a field it knows (a photo past the cap: 413).
   */
  fileKind(field: string): FileKind | null
  /** Fields holding JSON (256 KiB cap); every other text field has the 64 KiB cap. */
  jsonFields: readonly string[]
  maxFiles: number
}

/** A file part, streamed to a private temp file and checked. */
export interface ReceivedFile {
  field: string
  kind: FileKind
  /** The temp file (a server-generated name; the client's name is never a path). */
  path: string
  size: number
  /** What the magic bytes say, e.g. `video/mp4` (never the client's declared type). */
  detectedType: string
  /** The lower-case extension of the client's file name, matching `detectedType`. */
  extension: string
  /** The client's file name, kept as metadata only. */
  originalName: string
  width?: number
  height?: number
}

export interface MultipartBody {
  fields: ReadonlyMap<string, string>
  files: readonly ReceivedFile[]
  /** Removes the temp files; call when the request is done, whatever happened. */
  discard(): Promise<void>
}

/** Bytes file-type needs to recognise every type we accept from the start of a file. */
const SNIFF_BYTES = 4100
const MAX_FIELDS = 40

/**
 * Reads a multipart body as it streams: each file goes to a temp file under `tempDir` while its
 * size is counted against its kind's cap, so a video is never held in memory and an oversized
 * one is refused (413) the moment it crosses the cap, not after it has all arrived (busboy's own
 * `fileSize` limit truncates silently, research B1). A field sent twice, an unexpected file
 * field, a wrong type (magic bytes and extension, 415) or an over-large image (413) fails the
 * whole request, and every temp file is removed: nothing of a refused request is kept.
 */
export function receiveMultipart(
  request: FastifyRequest,
  rules: MultipartRules,
  tempDir: string,
): Promise<MultipartBody> {
  // Cheap, and survives another instance sweeping an idle folder.
  fs.mkdirSync(tempDir, { recursive: true, mode: 0o700 })
  const tempPaths: string[] = []
  // A write stream destroyed before its file was opened still opens (creates) it afterwards:
  // removal waits until every stream has closed, or the file would come back after the rm.
  const closed: Promise<unknown>[] = []
  const discard = async () => {
    await Promise.all(closed)
    await Promise.all(tempPaths.map((file) => fs.promises.rm(file, { force: true })))
  }

  return new Promise<MultipartBody>((resolve, reject) => {
    const fields = new Map<string, string>()
    const files: ReceivedFile[] = []
    const pending: Promise<void>[] = []
    const seen = new Set<string>()
    const active = new Set<FileGuard>()
    let failure: ApiError | null = null

    let busboy: Busboy.Busboy
    try {
      busboy = Busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: {
          fieldNameSize: 100,
          fieldSize: JSON_FIELD_MAX_BYTES,
          fields: MAX_FIELDS,
          files: rules.maxFiles,
          parts: MAX_FIELDS + rules.maxFiles,
          // A backstop only: each file is held to its own kind's cap below, which fails loudly.
          fileSize: Math.max(...Object.values(ACCEPTED_FILE_TYPES).map((t) => t.maxBytes)) + 1,
        },
      })
    } catch {
      reject(badRequest('Malformed multipart request: the boundary is missing'))
      return
    }

    const fail = (error: unknown) => {
      if (failure) return
      // A temp file that hit a full disk is the server's problem, not a malformed request.
      failure =
        error instanceof ApiError
          ? error
          : isDiskFull(error)
            ? insufficientStorage()
            : badRequest('Malformed multipart request')
      // Stop parsing. The unread rest is discarded before the refusal goes out (a small one
      // drained, a large one after `Connection: close`, with a lingering close): unread-body.ts.
      request.raw.unpipe(busboy)
      busboy.removeAllListeners('file')
      busboy.removeAllListeners('field')
      // Files still streaming will never see their end now: end their pipelines here.
      for (const guard of active) guard.destroy(failure)
      void Promise.allSettled(pending)
        .then(discard)
        .finally(() => reject(failure))
    }

    const claim = (field: string | undefined): field is string => {
      // busboy gives `undefined` for a part whose Content-Disposition has no name: refused,
      // never passed on (it crashed the process once, from inside busboy's event handler).
      if (typeof field !== 'string' || field === '') {
        fail(badRequest('Every part of the form needs a field name', 'unnamed_part'))
        return false
      }
      if (seen.has(field)) {
        fail(badRequest(`The field "${printable(field)}" was sent twice`, 'duplicate_field'))
        return false
      }
      seen.add(field)
      return true
    }

    busboy.on('field', (name, value, info) => {
      if (failure || !claim(name)) return
      if (info.nameTruncated) return fail(badRequest('A field name is too long'))
      const cap = rules.jsonFields.includes(name) ? JSON_FIELD_MAX_BYTES : TEXT_FIELD_MAX_BYTES
      if (info.valueTruncated || Buffer.byteLength(value, 'utf8') > cap) {
        return fail(tooLarge(`The field "${printable(name)}" is larger than ${cap} bytes`))
      }
      fields.set(name, value)
    })

    busboy.on('file', (field, stream, info) => {
      if (failure || !claim(field)) return void stream.resume()
      let kind: FileKind | null
      try {
        kind = rules.fileKind(field)
      } catch (error) {
        stream.resume()
        return fail(error)
      }
      if (!kind) {
        stream.resume()
        return fail(badRequest(`Unexpected file field "${printable(field)}"`, 'unexpected_field'))
      }
      const originalName = info.filename ?? ''
      const extension = fileExtension(originalName)
      // An empty file input arrives as a part with no name and no bytes: "left out", decided
      // at the end. A named file must have an accepted extension before a byte is stored.
      if (originalName !== '' && !acceptedExtensions(kind).includes(extension)) {
        stream.resume()
        return fail(wrongType(field, kind))
      }
      const tempPath = path.join(tempDir, randomUUID())
      tempPaths.push(tempPath)
      const guard = new FileGuard(field, kind)
      active.add(guard)
      const out = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 })
      closed.push(new Promise<void>((resolve) => out.once('close', () => resolve())))
      pending.push(
        pipeline(stream, guard, out)
          .then(async () => {
            if (failure) return
            if (guard.size === 0 && originalName === '') return // left out
            if (guard.size === 0) throw badRequest(`The file in "${printable(field)}" is empty`)
            if (originalName === '') throw wrongType(field, kind)
            files.push(await checkFile({ field, kind, tempPath, size: guard.size, originalName }))
          })
          .catch((error: unknown) => fail(error))
          .finally(() => active.delete(guard)),
      )
    })

    busboy.on('partsLimit', () => fail(tooLarge('Too many parts in the request')))
    busboy.on('filesLimit', () => fail(tooLarge(`At most ${rules.maxFiles} files per request`)))
    busboy.on('fieldsLimit', () => fail(tooLarge(`At most ${MAX_FIELDS} fields per request`)))
    busboy.on('error', () => fail(badRequest('Malformed multipart request')))
    busboy.on('close', () => {
      void Promise.all(pending).then(() => {
        if (!failure) resolve({ fields, files, discard })
      })
    })
    // A client gone mid-upload is no server error: one log line, and its temp files go.
    const interrupted = () => {
      if (request.raw.complete || failure) return
      logClientAbort('api', request.raw)
      fail(clientAborted())
    }
    request.raw.on('aborted', interrupted)
    request.raw.on('close', interrupted)
    request.raw.on('error', interrupted)
    // It may have gone already, while the token was being checked: nothing more will come.
    if (request.raw.destroyed) {
      logClientAbort('api', request.raw)
      return fail(clientAborted())
    }
    request.raw.pipe(busboy)
  })
}

/**
 * Counts a file's bytes against its kind's cap and sniffs its first bytes: a file that is
 * clearly of another type (an HTML page or an executable named .mp4) is refused before the rest
 * of it is read.
 */
class FileGuard extends Transform {
  size = 0
  private head: Buffer[] = []
  private headBytes = 0
  private sniffed = false

  constructor(
    private readonly field: string,
    private readonly kind: FileKind,
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length
    const cap = ACCEPTED_FILE_TYPES[this.kind].maxBytes
    if (this.size > cap) {
      return callback(
        tooLarge(`The file in "${printable(this.field)}" is larger than ${cap} bytes`),
      )
    }
    if (this.sniffed) return callback(null, chunk)
    this.head.push(chunk)
    this.headBytes += chunk.length
    if (this.headBytes < SNIFF_BYTES) return callback()
    this.sniffed = true
    const head = Buffer.concat(this.head)
    this.head = []
    fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES)).then(
      (detected) => {
        // A .docx is a zip whose parts may lie beyond the head: only the whole file tells.
        const definite = detected && detected.mime !== 'application/zip'
        if (definite && !isAllowedDetectedType(this.kind, detected.mime)) {
          return callback(wrongType(this.field, this.kind))
        }
        callback(null, head)
      },
      () => callback(null, head),
    )
  }

  override _flush(callback: TransformCallback) {
    if (!this.sniffed && this.headBytes > 0) this.push(Buffer.concat(this.head))
    callback()
  }
}

async function checkFile(input: {
  field: string
  kind: FileKind
  tempPath: string
  size: number
  originalName: string
}): Promise<ReceivedFile> {
  const { field, kind, tempPath, size, originalName } = input
  const extension = fileExtension(originalName)
  const detected = await fileTypeFromFile(tempPath).catch(() => undefined)
  // Unknown bytes fail closed (SVG, HTML and scripts are all "unknown": research B6).
  if (
    !detected ||
    !isAllowedDetectedType(kind, detected.mime) ||
    !extensionMatches(detected.mime, extension)
  ) {
    throw wrongType(field, kind)
  }
  const file: ReceivedFile = {
    field,
    kind,
    path: tempPath,
    size,
    detectedType: detected.mime,
    extension,
    originalName,
  }
  if (kind === 'image') {
    // Reads the header only: a few-KB PNG declaring 30,000 x 30,000 is refused unopened (B10).
    const meta = await sharp(tempPath)
      .metadata()
      .catch(() => null)
    if (!meta?.width || !meta.height) {
      throw unsupportedType(`The file in "${printable(field)}" is not a readable image`)
    }
    if (meta.width > IMAGE_MAX_WIDTH || meta.height > IMAGE_MAX_HEIGHT) {
      throw tooLarge(
        `The image in "${printable(field)}" is ${meta.width}x${meta.height} pixels; ` +
          `at most ${IMAGE_MAX_WIDTH}x${IMAGE_MAX_HEIGHT} are accepted`,
      )
    }
    file.width = meta.width
    file.height = meta.height
  }
  return file
}

/** The refusal of an upload whose client went away (nobody reads it: the socket is gone). */
export function clientAborted(): ApiError {
  return new ApiError(400, 'client_aborted', 'The upload was interrupted')
}

function wrongType(field: string, kind: FileKind): ApiError {
  return unsupportedType(
    `The file in "${printable(field)}" must be ${kindLabel[kind]} (${acceptedExtensionList(kind)})`,
  )
}

const kindLabel: Record<FileKind, string> = {
  video: 'an MP4, WebM or Ogg video',
  image: 'a JPEG, PNG, WebP or GIF image',
  resume: 'a PDF or Word document',
}

/** A field name as it may be echoed in an error: short, no control characters. */
function printable(name: string | undefined): string {
  const text = String(name ?? '')
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/[\u0000-\u001F\u007F]/g, '?').slice(0, 60)
}

/** Temp folders of processes that stopped more than this long ago are swept at start. */
const STALE_TEMP_MS = 60 * 60 * 1000

/**
 * A private temp folder for this process under `root`, after sweeping folders that earlier
 * processes left behind (a crash mid-upload). Other live instances sharing DATA_DIR keep theirs.
 */
export function createUploadTempDir(root: string, now = Date.now()): string {
  fs.mkdirSync(root, { recursive: true, mode: 0o700 })
  for (const entry of fs.readdirSync(root)) {
    const entryPath = path.join(root, entry)
    const stat = fs.statSync(entryPath, { throwIfNoEntry: false })
    if (stat && now - stat.mtimeMs > STALE_TEMP_MS) {
      fs.rmSync(entryPath, { recursive: true, force: true })
    }
  }
  return fs.mkdtempSync(path.join(root, `${process.pid}-`))
}
