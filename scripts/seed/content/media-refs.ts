/**
 * Media fields of the seed, in Sanity's import convention: `_sanityAsset` names a file that the
 * seed loader uploads once and replaces with an asset reference. `seed-media:` files live in
 * scripts/seed/media/, `flag:` codes are drawn from flag-icons.
 *
 * The generated types describe stored documents (with `asset`), not import documents (with
 * `_sanityAsset`), so the helpers return the stored shape's `_type` only and hide the marker
 * behind a cast; a seed document still type-checks against the generated types.
 */

/** Every media file the seed may name (generated into scripts/seed/media/). */
export const seedMediaFiles = [
  'hero-1-poster.jpg',
  'hero-2-poster.jpg',
  'hero-1.webm',
  'hero-1.mp4',
  'hero-2.webm',
  'hero-2.mp4',
  'service-air.jpg',
  'service-sea.jpg',
  'service-land.jpg',
  'service-logistics.jpg',
  'service-heavy.jpg',
  'service-warehousing.jpg',
  'banner-services.jpg',
  'banner-about.jpg',
  'banner-track.jpg',
  'banner-media.jpg',
  'banner-contact.jpg',
  'banner-careers.jpg',
  'banner-story.jpg',
  'banner-sustainability.jpg',
  'banner-network.jpg',
  'banner-leadership.jpg',
  'banner-quote.jpg',
  'hero-air.jpg',
  'hero-sea.jpg',
  'hero-road.jpg',
  'hero-rail.jpg',
  'hero-customs.jpg',
  'hero-warehousing.jpg',
  'hero-ecommerce.jpg',
  'about.jpg',
  'team-ceo.jpg',
  'team-coo.jpg',
  'team-cto.jpg',
  'team-cfo.jpg',
  'office-uk.jpg',
  'office-usa.jpg',
  'office-uae.jpg',
  'office-jordan.jpg',
  'office-turkey.jpg',
  'office-china.jpg',
  'office-iraq.jpg',
  'office-india.jpg',
  'facility-1.jpg',
  'facility-2.jpg',
  'facility-3.jpg',
  'facility-4.jpg',
  'media-photo-1.jpg',
  'media-photo-2.jpg',
  'media-photo-3.jpg',
  'logo.png',
] as const

export type SeedMediaFile = (typeof seedMediaFiles)[number]
export type SeedImageFile = Extract<SeedMediaFile, `${string}.jpg` | `${string}.png`>
export type SeedVideoFile = Extract<SeedMediaFile, `${string}.webm` | `${string}.mp4`>

/** The flags of the eight office countries (ISO 3166-1 alpha-2, lower-case). */
export const flagCodes = ['gb', 'us', 'ae', 'jo', 'tr', 'cn', 'iq', 'in'] as const
export type FlagCode = (typeof flagCodes)[number]

export interface SeedImage {
  _type: 'image'
}
export interface SeedFile {
  _type: 'file'
}

export function seedImage(name: SeedImageFile): SeedImage {
  return { _type: 'image', _sanityAsset: `image@seed-media:${name}` } as SeedImage
}

export function seedFile(name: SeedVideoFile): SeedFile {
  return { _type: 'file', _sanityAsset: `file@seed-media:${name}` } as SeedFile
}

/**
 * A URL field holding a seed file's own URL (e.g. a media-center video link): the loader uploads
 * the file and puts the asset's URL in its place (its CDN URL on a hosted project).
 */
export function seedFileUrl(name: SeedVideoFile): string {
  return `${SEED_FILE_URL_PREFIX}${name}`
}

/** What seedFileUrl names a file with (`file-url@seed-media:<name>`). */
export const SEED_FILE_URL_PREFIX = 'file-url@seed-media:'

export function flagImage(code: FlagCode): SeedImage {
  return { _type: 'image', _sanityAsset: `image@flag:${code}` } as SeedImage
}

/** The `_sanityAsset` marker of a seed media value, if it has one (for tests and the loader). */
export function sanityAssetOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const marker = (value as { _sanityAsset?: unknown })._sanityAsset
  return typeof marker === 'string' ? marker : undefined
}
