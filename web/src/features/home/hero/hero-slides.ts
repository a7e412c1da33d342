import { isFileAssetId, parseFileAssetId } from '@sanity/asset-utils'
import type { ImageSource } from '#web/content/media'
import type { HomeEntryContent, HomeSlideContent } from '../home-query'

/** The three video slots of a home entry (spec §9), in order; an item's key names its slot. */
export const HOME_VIDEO_SLOTS = ['videoone', 'videotwo', 'videothree'] as const

/** A video of a slide as a file asset id (`file-<hash>-<ext>`), in order of preference. */
export interface HeroVideo {
  ref: string
  type: string
}

export interface HeroSlide {
  key: string
  title: string
  description: string
  poster: ImageSource | null
  /** Alternative encodings of the slide's video (the browser plays the first it supports). */
  videos: HeroVideo[]
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
}

/** `file-<hash>-mp4` -> { ref, type: 'video/mp4' }; null for anything that is not a video. */
export function heroVideo(ref: string | null | undefined): HeroVideo | null {
  const extension = ref && isFileAssetId(ref) ? parseFileAssetId(ref).extension : undefined
  const type = extension ? VIDEO_TYPES[extension] : undefined
  return ref && type ? { ref, type } : null
}

const text = (value: string | null | undefined) => value?.trim() ?? ''

/**
 * The hero's slides. The newest admin home entry wins when it has anything to show: one slide per
 * slot with a video, a slogan or a sub-slogan (its video by slot key, or by position for entries
 * saved elsewhere; a slot without a video plays the hero slide video of the same position).
 * Otherwise the hero slide documents. Posters always come from the hero slide documents, by
 * position, falling back to the first.
 */
export function heroSlides(
  slides: HomeSlideContent[],
  entry: HomeEntryContent | null | undefined,
): HeroSlide[] {
  const posterAt = (index: number) => slides[index]?.poster ?? slides[0]?.poster ?? null
  const slideVideos = (slide: HomeSlideContent | undefined) =>
    [heroVideo(slide?.webm), heroVideo(slide?.mp4)].filter((video) => video !== null)
  const fromDocuments = slides.map((slide, index) => ({
    key: slide._id,
    title: text(slide.title),
    description: text(slide.description),
    poster: posterAt(index),
    videos: slideVideos(slide),
  }))
  if (!entry) return fromDocuments

  const items = entry.videos ?? []
  const slotNames: readonly string[] = HOME_VIDEO_SLOTS
  const fromEntry = HOME_VIDEO_SLOTS.flatMap((slot, index) => {
    const item =
      items.find((video) => video._key === slot) ??
      (items[index] && !slotNames.includes(items[index]._key) ? items[index] : undefined)
    const uploaded = heroVideo(item?.ref)
    const title = text(entry.slogans?.[index])
    const description = text(entry.subSlogans?.[index])
    if (!uploaded && !title && !description) return []
    return [
      {
        key: `${entry._id}-${slot}`,
        title,
        description,
        poster: posterAt(index),
        videos: uploaded ? [uploaded] : slideVideos(slides[index]),
      },
    ]
  })
  return fromEntry.length > 0 ? fromEntry : fromDocuments
}
