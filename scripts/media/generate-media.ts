/**
 * Generates every picture, the logo and the two hero videos of the site into scripts/seed/media/.
 * All artwork is original: SVG drawn in code, rasterised with sharp, videos encoded with ffmpeg.
 * The output is committed, so only people who change the artwork need ffmpeg.
 *
 *   npm run media                 everything
 *   npm run media -- --only hero  only files whose name contains "hero" (budgets still checked)
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { svgToJpeg, svgToJpegWithin, svgToPng } from './lib/render'
import { ensureFfmpeg, ensureFonts } from './lib/system'
import { makeClip, probe } from './lib/video'
import {
  bannerAbout,
  bannerCareers,
  bannerContact,
  bannerLeadership,
  bannerMedia,
  bannerNetwork,
  bannerQuote,
  bannerServices,
  bannerStory,
  bannerSustainability,
  bannerTrack,
} from './scenes/banners'
import { HERO, heroOne, heroTwo } from './scenes/heroes'
import { logo } from './scenes/logo'
import { about, facility, mediaPhoto, office } from './scenes/pages'
import { teamPortrait } from './scenes/portraits'
import {
  serviceAir,
  serviceHeavy,
  serviceLand,
  serviceLogistics,
  serviceSea,
  serviceWarehousing,
} from './scenes/services'
import {
  heroAir,
  heroCustoms,
  heroEcommerce,
  heroRail,
  heroRoad,
  heroSea,
  heroWarehousing,
} from './scenes/wide'

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/media')

/**
 * Budgets from the performance brief: posters are the mobile LCP image. They are uploads the
 * CDN resizes (a phone gets its crop at its width), drawn at twice the video's size so a phone at
 * 2x or 3x gets a sharp crop (issue 28): the budget is the upload's.
 */
const KB = 1024
const POSTER_MAX = 120 * KB
const VIDEO_MAX = 1000 * KB
const TOTAL_MAX = 8 * KB * KB

/** Hero clips: 8 s at 24 fps, full 1280x720 like the poster (first frame = poster). */
const CLIP_SECONDS = 8
const CLIP_FPS = 24

interface Still {
  file: string
  draw: () => string
  /** Posters get a byte budget; everything else uses the default JPEG quality. */
  maxBytes?: number
  /**
   * Pixels per unit of the scene (default 1). Backdrops that phones crop to a narrow slice (the
   * home hero, service heroes, page banners) are drawn larger, so that slice still has twice a
   * 390 px screen's width (issue 28).
   */
  scale?: number
}

/**
 * The scale of the phone-cropped backdrops: twice the size, so each phone crop is at least 780 px
 * wide (2x a 390 px phone; the careers banner's 480 px tall crop is the narrowest, 975 px).
 */
const BACKDROP_SCALE = 2

const STILLS: Still[] = [
  {
    file: 'hero-1-poster.jpg',
    draw: () => heroOne(0),
    maxBytes: POSTER_MAX,
    scale: BACKDROP_SCALE,
  },
  {
    file: 'hero-2-poster.jpg',
    draw: () => heroTwo(0),
    maxBytes: POSTER_MAX,
    scale: BACKDROP_SCALE,
  },
  { file: 'service-air.jpg', draw: serviceAir },
  { file: 'service-sea.jpg', draw: serviceSea },
  { file: 'service-land.jpg', draw: serviceLand },
  { file: 'service-logistics.jpg', draw: serviceLogistics },
  { file: 'service-heavy.jpg', draw: serviceHeavy },
  { file: 'service-warehousing.jpg', draw: serviceWarehousing },
  { file: 'banner-services.jpg', draw: bannerServices, scale: BACKDROP_SCALE },
  { file: 'banner-about.jpg', draw: bannerAbout, scale: BACKDROP_SCALE },
  { file: 'banner-track.jpg', draw: bannerTrack, scale: BACKDROP_SCALE },
  { file: 'banner-media.jpg', draw: bannerMedia, scale: BACKDROP_SCALE },
  { file: 'banner-contact.jpg', draw: bannerContact, scale: BACKDROP_SCALE },
  { file: 'banner-careers.jpg', draw: bannerCareers, scale: BACKDROP_SCALE },
  { file: 'banner-story.jpg', draw: bannerStory, scale: BACKDROP_SCALE },
  { file: 'banner-sustainability.jpg', draw: bannerSustainability, scale: BACKDROP_SCALE },
  { file: 'banner-network.jpg', draw: bannerNetwork, scale: BACKDROP_SCALE },
  { file: 'banner-leadership.jpg', draw: bannerLeadership, scale: BACKDROP_SCALE },
  { file: 'banner-quote.jpg', draw: bannerQuote, scale: BACKDROP_SCALE },
  { file: 'hero-air.jpg', draw: heroAir, scale: BACKDROP_SCALE },
  { file: 'hero-sea.jpg', draw: heroSea, scale: BACKDROP_SCALE },
  { file: 'hero-road.jpg', draw: heroRoad, scale: BACKDROP_SCALE },
  { file: 'hero-rail.jpg', draw: heroRail, scale: BACKDROP_SCALE },
  { file: 'hero-customs.jpg', draw: heroCustoms, scale: BACKDROP_SCALE },
  { file: 'hero-warehousing.jpg', draw: heroWarehousing, scale: BACKDROP_SCALE },
  { file: 'hero-ecommerce.jpg', draw: heroEcommerce, scale: BACKDROP_SCALE },
  { file: 'about.jpg', draw: about },
  { file: 'team-ceo.jpg', draw: () => teamPortrait('ceo') },
  { file: 'team-coo.jpg', draw: () => teamPortrait('coo') },
  { file: 'team-cto.jpg', draw: () => teamPortrait('cto') },
  { file: 'team-cfo.jpg', draw: () => teamPortrait('cfo') },
  ...(['uk', 'usa', 'uae', 'jordan', 'turkey', 'china', 'iraq', 'india'] as const).map((key) => ({
    file: `office-${key}.jpg`,
    draw: () => office(key),
  })),
  ...([1, 2, 3, 4] as const).map((i) => ({ file: `facility-${i}.jpg`, draw: () => facility(i) })),
  ...([1, 2, 3] as const).map((i) => ({ file: `media-photo-${i}.jpg`, draw: () => mediaPhoto(i) })),
  { file: 'logo.png', draw: logo },
]

const CLIPS = [
  { name: 'hero-1', frames: (p: number) => heroOne(p, HERO) },
  { name: 'hero-2', frames: (p: number) => heroTwo(p, HERO) },
]

function onlyFilter(): (name: string) => boolean {
  const i = process.argv.indexOf('--only')
  const needle = i >= 0 ? process.argv[i + 1] : undefined
  return needle ? (name) => name.includes(needle) : () => true
}

async function renderStill(still: Still): Promise<void> {
  const svg = still.draw()
  const scale = still.scale ?? 1
  const data = still.file.endsWith('.png')
    ? await svgToPng(svg)
    : still.maxBytes
      ? await svgToJpegWithin(svg, still.maxBytes, scale)
      : await svgToJpeg(svg, undefined, scale)
  await fs.writeFile(path.join(OUT_DIR, still.file), data)
}

/** Size table of the whole folder, plus the list of broken budgets (empty when all is well). */
async function budgetReport(): Promise<string[]> {
  const names = (await fs.readdir(OUT_DIR)).filter((f) => !f.startsWith('.')).sort()
  const problems: string[] = []
  let total = 0
  console.log('\nfile                              size')
  for (const name of names) {
    const { size } = await fs.stat(path.join(OUT_DIR, name))
    total += size
    console.log(`${name.padEnd(32)} ${(size / KB).toFixed(1).padStart(8)} KB`)
    if (name.endsWith('-poster.jpg') && size > POSTER_MAX)
      problems.push(`${name} exceeds ${POSTER_MAX / KB} KB`)
    if (/\.(webm|mp4)$/.test(name) && size > VIDEO_MAX) problems.push(`${name} exceeds 1 MB`)
  }
  console.log(
    `${'TOTAL'.padEnd(32)} ${(total / KB / KB).toFixed(2).padStart(8)} MB (${names.length} files)`,
  )
  if (total > TOTAL_MAX)
    problems.push(`folder total ${(total / KB / KB).toFixed(2)} MB exceeds 8 MB`)
  return problems
}

async function main(): Promise<void> {
  const wanted = onlyFilter()
  await fs.mkdir(OUT_DIR, { recursive: true })
  ensureFonts()
  for (const still of STILLS.filter((s) => wanted(s.file))) {
    await renderStill(still)
    console.log(`wrote ${still.file}`)
  }
  const clips = CLIPS.filter((c) => wanted(`${c.name}.webm`) || wanted(`${c.name}.mp4`))
  if (clips.length > 0) ensureFfmpeg()
  for (const clip of clips) {
    await makeClip({ ...clip, seconds: CLIP_SECONDS, fps: CLIP_FPS }, OUT_DIR, VIDEO_MAX)
    for (const ext of ['webm', 'mp4'])
      console.log(`  ${clip.name}.${ext}: ${probe(path.join(OUT_DIR, `${clip.name}.${ext}`))}`)
  }
  const problems = await budgetReport()
  if (problems.length > 0) throw new Error(`media budget exceeded:\n  ${problems.join('\n  ')}`)
}

await main()
