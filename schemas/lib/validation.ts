import { parseAssetId } from '@sanity/asset-utils'
import type { CustomValidator, ValidationContext } from 'sanity'
import { httpUrlSchema } from '#contract/fields'
import { HOME_SLOGAN_FIELDS, HOME_SUB_SLOGAN_FIELDS, HOME_VIDEO_SLOTS } from '#contract/home'
import {
  ACCEPTED_FILE_TYPES,
  EMAIL_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  JSON_FIELD_MAX_BYTES,
  LIST_MAX_ITEMS,
  MEDIA_CENTER_MAX_PHOTOS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_FIELD_MAX_BYTES,
  URL_MAX_LENGTH,
  VIDEO_MAX_BYTES,
} from '#contract/limits'
import { utf8ByteLength } from '#contract/text-checks'
import { publishedIdOf } from './document-ids'
import { redirectTargetProblem } from './redirect-target'

/**
 * Validators shared by several types. They mirror spec §5 where a rule exists there, the caps the
 * legacy API enforces (adapters/contract: the admin screens and the Studio edit the same
 * documents, so a text the Studio accepts must fit the legacy call that saves it back), and guard
 * the shapes the web relies on (paths, colours) everywhere else. Messages are for editors.
 */

/** Caps from the legacy contract, under the names the schemas use; never a number twice. */
export const limits = {
  /** One-line texts: headings, labels, names, alternative texts. */
  shortText: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  url: URL_MAX_LENGTH,
  /** Any one text (a paragraph, a rich text, a title the admin screens save), in UTF-8 bytes. */
  textBytes: TEXT_FIELD_MAX_BYTES,
  /** A list the admin screens save as one JSON field (vision points, testimonials, news ...). */
  listItems: LIST_MAX_ITEMS,
  listBytes: JSON_FIELD_MAX_BYTES,
  mediaCenterPhotos: MEDIA_CENTER_MAX_PHOTOS,
  /** Spec §9: exactly three video, slogan and sub-slogan slots per home content entry. */
  homeVideos: HOME_VIDEO_SLOTS.length,
  homeSlogans: HOME_SLOGAN_FIELDS.length,
  homeSubSlogans: HOME_SUB_SLOGAN_FIELDS.length,
  imageBytes: IMAGE_MAX_BYTES,
  imageWidth: IMAGE_MAX_WIDTH,
  imageHeight: IMAGE_MAX_HEIGHT,
  videoBytes: VIDEO_MAX_BYTES,
} as const

/** The file types the legacy uploads accept; the Studio's file pickers offer the same. */
export const imageMimeTypes = ACCEPTED_FILE_TYPES.image.mimeTypes
export const videoMimeTypes = ACCEPTED_FILE_TYPES.video.mimeTypes

/** Spec §5: a value that is blank after trimming counts as empty (vision points, testimonials). */
export const notBlank: CustomValidator<string | undefined> = (value) =>
  value === undefined || value.trim().length > 0 ? true : 'Must not be blank'

/**
 * A link the site renders: an internal path ('/air-freight'), '#' (the spec's Heavy Cargo card
 * goes nowhere) or an in-page anchor ('#tracking'), an absolute http(s) URL, or mailto:/tel:.
 */
export const siteLink: CustomValidator<string | undefined> = (value) => {
  if (value === undefined) return true
  if (value.length > limits.url) return `Use at most ${limits.url} characters`
  if (/^#[\w-]*$/.test(value) || /^\/[^\s]*$/.test(value)) return true
  if (/^(https?:\/\/|mailto:|tel:)\S+$/.test(value)) return true
  return "Use a path starting with '/', '#anchor', or an http(s), mailto: or tel: URL"
}

/** A path on this site, as used by redirects: '/' followed by no whitespace, no query. */
export const sitePath: CustomValidator<string | undefined> = (value) =>
  value === undefined || /^\/[^\s?#]*$/.test(value) ? true : "Use a path starting with '/'"

/**
 * A redirect's target (docs/decisions/026): a path of this site, query and fragment allowed. The
 * lake refuses to publish anything else and the site does not follow it; the form says so first.
 * Origins allow-listed for the server (REDIRECT_ALLOWED_ORIGINS) are not known to the Studio's
 * bundle, so the form accepts site paths only.
 */
export const redirectTarget: CustomValidator<string | undefined> = (value) =>
  value === undefined ? true : (redirectTargetProblem(value) ?? true)

/** CSS colours are stored as hex so both the web and the Studio can preview them. */
export const hexColor: CustomValidator<string | undefined> = (value) =>
  value === undefined || /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value)
    ? true
    : 'Use a hex colour such as #1a73e8'

/** Spec §5 (Get Quote phone): only digits, spaces, plus and minus; within the phone cap. */
export const phoneNumber: CustomValidator<string | undefined> = (value) => {
  if (value === undefined) return true
  if (!/^[\d\s+-]+$/.test(value)) return 'Use only digits, spaces, + and -, e.g. +971 6 557 4400'
  return value.length <= limits.phone ? true : `Use at most ${limits.phone} characters`
}

/**
 * A video link of the media center, checked as the legacy call checks it (adapters/contract
 * `httpUrlSchema`): http(s) only, within the URL cap, no user name or password in it.
 */
export const httpUrl: CustomValidator<string | undefined> = (value) =>
  value === undefined || httpUrlSchema.safeParse(value).success
    ? true
    : 'Use a full web address starting with https:// (or http://)'

/** A web address within the contract's URL length (url fields have no `max` rule). */
export const withinUrlLength: CustomValidator<string | undefined> = (value) =>
  value === undefined || value.length <= limits.url ? true : `Use at most ${limits.url} characters`

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`
}

function textCap(text: string): true | string {
  return utf8ByteLength(text) <= limits.textBytes
    ? true
    : `This text is too long: keep it under ${kilobytes(limits.textBytes)}`
}

/** A text within the legacy text-field cap, counted in UTF-8 bytes as the legacy calls count. */
export const withinTextCap: CustomValidator<string | undefined> = (value) =>
  value === undefined ? true : textCap(value)

/**
 * The plain text of a rich text: what the legacy calls send and receive (adapters/cms
 * portable-text.ts, which the Studio bundle cannot import: it uses node:crypto). Span texts of a
 * block joined, blocks separated by a blank line.
 */
function richTextPlainText(value: unknown): string {
  if (!Array.isArray(value)) return ''
  return value
    .filter((block) => isRecord(block) && block._type === 'block')
    .map((block) =>
      (Array.isArray(block.children) ? block.children : [])
        .map((child: unknown) =>
          isRecord(child) && typeof child.text === 'string' ? child.text : '',
        )
        .join(''),
    )
    .join('\n\n')
}

/** A rich text whose plain text fits the legacy text-field cap. */
export const richTextWithinTextCap: CustomValidator<unknown[] | undefined> = (value) =>
  value === undefined ? true : textCap(richTextPlainText(value))

/**
 * A list the admin screens save as one JSON field: its JSON (without Sanity's `_key` and
 * `_type`) must fit the legacy JSON-field cap. The item count is capped by `limits.listItems`.
 */
export const listWithinJsonCap: CustomValidator<unknown[] | undefined> = (value) => {
  if (value === undefined) return true
  const legacy = JSON.stringify(value, (key, item: unknown) =>
    key.startsWith('_') ? undefined : item,
  )
  return utf8ByteLength(legacy) <= limits.listBytes
    ? true
    : `This list is too long: keep it under ${kilobytes(limits.listBytes)} of text in all`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** API version of the Studio client for the lookups below. */
const API_VERSION = '2025-02-19'

/** `image-<sha1>-<w>x<h>-<ext>` / `file-<sha1>-<ext>`: what an asset reference tells by itself. */
function parseAssetRef(ref: string): { ext: string; width?: number; height?: number } | null {
  try {
    const parts = parseAssetId(ref)
    return parts.type === 'image'
      ? { width: parts.width, height: parts.height, ext: parts.extension }
      : { ext: parts.extension }
  } catch {
    return null // not an asset id (or an image id with a zero dimension)
  }
}

// Asset documents never change (their id is their content hash): one lookup per asset suffices.
const assetSizes = new Map<string, Promise<number | null>>()

async function assetSize(ref: string, context: ValidationContext): Promise<number | null> {
  let size = assetSizes.get(ref)
  if (!size) {
    size = context
      .getClient({ apiVersion: API_VERSION })
      .fetch<number | null>('*[_id == $ref][0].size', { ref })
      .then((bytes) => (typeof bytes === 'number' ? bytes : null))
      .catch(() => {
        assetSizes.delete(ref)
        return null
      })
    assetSizes.set(ref, size)
  }
  return size
}

type AssetValue = { asset?: { _ref?: string } } | undefined

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/** An uploaded file of `kind` within what the legacy uploads accept: type, size (and pixels). */
function assetWithinCaps(kind: 'image' | 'video'): CustomValidator<AssetValue> {
  const accepted = ACCEPTED_FILE_TYPES[kind]
  const extensions: readonly string[] = accepted.extensions
  const label = accepted.extensions.map((extension) => extension.toUpperCase()).join(', ')
  return async (value, context) => {
    const ref = value?.asset?._ref
    if (!ref) return true
    const facts = parseAssetRef(ref)
    if (!facts) return true
    if (!extensions.includes(facts.ext)) return `Upload a ${label} file instead`
    if (
      kind === 'image' &&
      ((facts.width ?? 0) > limits.imageWidth || (facts.height ?? 0) > limits.imageHeight)
    )
      return `This image is too large: at most ${limits.imageWidth} × ${limits.imageHeight} pixels`
    const size = await assetSize(ref, context)
    return size === null || size <= accepted.maxBytes
      ? true
      : `This file is too big: at most ${megabytes(accepted.maxBytes)}`
  }
}

export const imageWithinCaps = assetWithinCaps('image')
export const videoWithinCaps = assetWithinCaps('video')

/**
 * A value that no other document of the same type has in `field` (an office id, a redirect's
 * from path, a service page): the site looks documents up by it and would pick one at random.
 */
export function uniqueIn(field: string): CustomValidator<string | undefined> {
  return async (value, context) => {
    const doc = context.document
    if (value === undefined || !doc) return true
    const ownId = publishedIdOf(doc._id)
    const ids = await context
      .getClient({ apiVersion: API_VERSION })
      .fetch<string[]>(
        `*[_type == $type && ${field} == $value]._id`,
        { type: doc._type, value },
        { perspective: 'raw' },
      )
    return ids.some((id) => publishedIdOf(id) !== ownId)
      ? 'Another document already uses this value'
      : true
  }
}

/**
 * A localised value (ADR 022): `{en, ar}` of one text, checked language by language. English is
 * what visitors fall back to, so `required` asks for English only; a missing Arabic text is the
 * `ar` field's own warning (schemas/objects/locale.ts), never an error.
 */
type LocaleValue = { en?: unknown; ar?: unknown } | undefined
type TextCheck = 'short' | 'text' | 'richText'

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const

function checkLocaleText(value: unknown, check: TextCheck): true | string {
  if (value === undefined || value === null) return true
  if (check === 'richText') return textCap(richTextPlainText(value))
  if (typeof value !== 'string') return 'Must be a text'
  if (check === 'text') return textCap(value)
  return value.length <= limits.shortText ? true : `Use at most ${limits.shortText} characters`
}

function isBlankLocaleText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return richTextPlainText(value).trim() === ''
  return true
}

export function localeWithin({
  required = false,
  check,
}: {
  required?: boolean
  check: TextCheck
}): CustomValidator<LocaleValue> {
  return (value) => {
    if (required && isBlankLocaleText(value?.en)) return 'The English text is required'
    for (const lang of ['en', 'ar'] as const) {
      const result = checkLocaleText(value?.[lang], check)
      if (result !== true) return `${LANGUAGE_NAMES[lang]}: ${result}`
    }
    return true
  }
}

/** Warns (never blocks) when a text has English but no Arabic: visitors then see the English. */
export const arabicTranslationPresent: CustomValidator<unknown> = (value, context) => {
  const parent = context.parent as LocaleValue
  if (!isBlankLocaleText(parent?.en) && isBlankLocaleText(value)) {
    return 'No Arabic yet: visitors of the Arabic pages see the English text'
  }
  return true
}
