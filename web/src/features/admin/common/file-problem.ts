import { ACCEPTED_FILE_TYPES, type FileKind } from '#contract/limits'
import { fileExtension } from '#contract/text-checks'

/** The kinds of file the admin screens upload. */
export type AdminFileKind = Extract<FileKind, 'image' | 'video'>

/** What each kind of file input accepts, in words (for hints and refusals). */
export const ACCEPTED_IN_WORDS: Record<AdminFileKind, string> = {
  image: 'a JPEG, PNG, WebP or GIF image',
  video: 'an MP4, WebM or Ogg video',
}

/** The hint under a file input of each kind. */
export const FILE_HINT: Record<AdminFileKind, string> = {
  image: 'Images only: JPEG, PNG, WebP or GIF.',
  video: 'MP4, WebM or Ogg video.',
}

/**
 * Why a chosen file cannot be uploaded, or null: the same types and caps as the server (the
 * contract's), checked before any byte is sent. A file input's `accept` is only a hint to the
 * picker: a file dropped or picked with "All files" arrives here too.
 */
export function fileProblem(file: File, kind: AdminFileKind): string | null {
  const accepted = ACCEPTED_FILE_TYPES[kind]
  const type = file.type.toLowerCase()
  const typeOk =
    type === ''
      ? (accepted.extensions as readonly string[]).includes(fileExtension(file.name))
      : (accepted.mimeTypes as readonly string[]).includes(type)
  if (!typeOk) return `${file.name} is not ${ACCEPTED_IN_WORDS[kind]}.`
  if (file.size === 0) return `${file.name} is empty.`
  if (file.size > accepted.maxBytes) {
    return `${file.name} is larger than ${Math.floor(accepted.maxBytes / (1024 * 1024))} MB.`
  }
  return null
}
