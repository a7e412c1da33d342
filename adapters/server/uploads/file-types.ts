import { ACCEPTED_FILE_TYPES, type FileKind } from '../../contract/limits'

/**
 * What magic-byte sniffing (file-type 21) may report for each kind of slot, and the file-name
 * extensions that go with each reported type. A file is accepted only when the sniffed type is
 * allowed for the slot AND its name's extension belongs to that type: a PNG named photo.jpg or a
 * WebM sent as .mp4 is refused (research B4). SVG never appears: it can carry script (B6).
 */
export const EXTENSIONS_BY_DETECTED_TYPE: Record<string, readonly string[]> = {
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'video/ogg': ['ogg'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  // file-type reports every OLE compound file (.doc, .xls, .msi ...) as x-cfb (research §3.1).
  'application/x-cfb': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
}

/** The Content-Type a stored file is served and mailed with (never the client's claim). */
export const SERVED_TYPE_BY_DETECTED_TYPE: Record<string, string> = {
  'application/x-cfb': 'application/msword',
}

export function servedType(detectedType: string): string {
  return SERVED_TYPE_BY_DETECTED_TYPE[detectedType] ?? detectedType
}

export function isAllowedDetectedType(kind: FileKind, detectedType: string): boolean {
  return (ACCEPTED_FILE_TYPES[kind].detectedTypes as readonly string[]).includes(detectedType)
}

export function extensionMatches(detectedType: string, extension: string): boolean {
  return EXTENSIONS_BY_DETECTED_TYPE[detectedType]?.includes(extension) ?? false
}

export function acceptedExtensions(kind: FileKind): readonly string[] {
  return ACCEPTED_FILE_TYPES[kind].extensions
}

/** A human list of the accepted extensions of a kind: ".mp4, .webm, .ogg". */
export function acceptedExtensionList(kind: FileKind): string {
  return acceptedExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(', ')
}
