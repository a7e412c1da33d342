/** Content types by extension, for the file kinds a freight site stores and serves. */
const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
}

const extensionByMime: Record<string, string> = Object.fromEntries(
  Object.entries(byExtension)
    .reverse()
    .map(([ext, mime]) => [mime, ext]),
)

export function mimeForExtension(ext: string): string {
  return byExtension[ext] ?? 'application/octet-stream'
}

export function extensionForMime(mime: string): string | undefined {
  return extensionByMime[mime]
}

/** sharp's format names to Sanity's image extensions. */
export function imageExtension(format: string | undefined, compression?: string): string | null {
  switch (format) {
    case 'jpeg':
      return 'jpg'
    case 'png':
    case 'webp':
    case 'gif':
    case 'svg':
      return format
    case 'tiff':
      return 'tif'
    case 'heif':
      return compression === 'av1' ? 'avif' : null
    default:
      return null
  }
}
