import { isFileAssetId, parseFileAssetId } from '@sanity/asset-utils'
import type { ImageSource } from '#web/content/media'
import type { HomeSlideContent } from '../home-query'

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
 * The hero's slides: the hero slide documents in order, their one source (docs/decisions/034:
 * the admin home screen edits the same documents). A slide without a poster of its own shows the
 * first slide's.
 */
export function heroSlides(slides: HomeSlideContent[]): HeroSlide[] {
  return slides.map((slide) => ({
    key: slide._id,
    title: text(slide.title),
    description: text(slide.description),
    poster: slide.poster ?? slides[0]?.poster ?? null,
    videos: [heroVideo(slide.webm), heroVideo(slide.mp4), heroVideo(slide.ogg)].filter(
      (video) => video !== null,
    ),
  }))
}
