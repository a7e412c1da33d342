/**
 * Caps, accepted file types and route names of the legacy PHP calls (spec §7, issue 3
 * deliverable 4, research/reliability.md §3). Shared by the admin screens (to refuse early, with
 * a clear message) and the server (to refuse for real: 413 over a cap, 415 for a wrong type).
 */

/** The legacy routes, served under `/api/` (and forwarded as `${LEGACY_PHP_URL}/<name>`). */
export const LEGACY_ROUTES = [
  'admin.php',
  'verifytoken.php',
  'home.php',
  'about.php',
  'trackship.php',
  'media-center.php',
  'careers.php',
] as const
export type LegacyRoute = (typeof LEGACY_ROUTES)[number]

const KiB = 1024
const MiB = 1024 * KiB

/** One video file (home.php slots). */
export const VIDEO_MAX_BYTES = 100 * MiB
/** One image file (banners, about image, media-center photos). */
export const IMAGE_MAX_BYTES = 10 * MiB
/** Largest image side in pixels: a few-KB PNG can declare 30,000 x 30,000 (research B10). */
export const IMAGE_MAX_WIDTH = 8000
export const IMAGE_MAX_HEIGHT = 8000
/** Largest image area in pixels (8000 x 8000), the figure sharp's `limitInputPixels` takes. */
export const IMAGE_MAX_PIXELS = IMAGE_MAX_WIDTH * IMAGE_MAX_HEIGHT
/** One résumé (careers.php). */
export const RESUME_MAX_BYTES = 5 * MiB
/** One multipart text field, in UTF-8 bytes (bytes, not UTF-16 units: research C8). */
export const TEXT_FIELD_MAX_BYTES = 64 * KiB
/** One JSON-encoded field (testimonial, visionPoints, news, videoLinks), in UTF-8 bytes. */
export const JSON_FIELD_MAX_BYTES = 256 * KiB
/** Items in one JSON list field; the byte cap bounds it too, this keeps 1e6 tiny items out. */
export const LIST_MAX_ITEMS = 500
/** Photos in one media-center save (`photos[0]` .. `photos[n]`). */
export const MEDIA_CENTER_MAX_PHOTOS = 50
/** One video link; longer URLs are refused rather than truncated. */
export const URL_MAX_LENGTH = 2048
/** Login e-mail (RFC 5321 path limit) and password (no hashing starts above it: research A6). */
export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MAX_BYTES = 1024
/** Short single-line fields (names, phone numbers, file names). */
export const NAME_MAX_LENGTH = 200
export const PHONE_MAX_LENGTH = 40
export const FILE_NAME_MAX_LENGTH = 255

/** What an upload slot holds. */
export type FileKind = 'video' | 'image' | 'resume'

/**
 * Accepted types per kind of slot. `extensions` are lower case without the dot. `mimeTypes` are
 * what a browser declares; `detectedTypes` are what magic-byte sniffing (file-type 21) reports,
 * which differs for .doc (`application/x-cfb`, research §3.1). SVG is never an image here: it can
 * carry script (research B6).
 */
export const ACCEPTED_FILE_TYPES = {
  video: {
    maxBytes: VIDEO_MAX_BYTES,
    extensions: ['mp4', 'webm', 'ogg'],
    mimeTypes: ['video/mp4', 'video/webm', 'video/ogg'],
    detectedTypes: ['video/mp4', 'video/webm', 'video/ogg'],
  },
  image: {
    maxBytes: IMAGE_MAX_BYTES,
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    detectedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  resume: {
    maxBytes: RESUME_MAX_BYTES,
    extensions: ['pdf', 'doc', 'docx'],
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    detectedTypes: [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
} as const satisfies Record<
  FileKind,
  {
    maxBytes: number
    extensions: readonly string[]
    mimeTypes: readonly string[]
    detectedTypes: readonly string[]
  }
>

/** The `accept` attribute of a file input for each kind (extensions and declared types). */
export const ACCEPT_ATTRIBUTE: Record<FileKind, string> = {
  video: [...ACCEPTED_FILE_TYPES.video.mimeTypes].join(','),
  image: [...ACCEPTED_FILE_TYPES.image.mimeTypes].join(','),
  resume: ACCEPTED_FILE_TYPES.resume.extensions.map((extension) => `.${extension}`).join(','),
}

/** Describes one named upload slot of a multipart call. */
export interface FileSlot {
  readonly name: string
  readonly kind: FileKind
  /** Whether the call is refused without it; a left-out optional slot keeps the current file. */
  readonly required: boolean
}
