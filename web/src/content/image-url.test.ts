import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { imageUrl, type ImageSource, type ImageTransform } from './media'
import type { SiteConfig } from './site-config'

/**
 * The site's lean image URLs (media.ts) against `@sanity/image-url`'s builder, the reference:
 * the same image and transformations must give the same URL, crop and hotspot included, so the
 * CDN (hosted Sanity or the embedded lake) caches one entry for both.
 */
const config = {
  projectId: 'p1',
  dataset: 'production',
  cdnBase: 'http://127.0.0.1:3000/lake/',
} as SiteConfig
const builder = createImageUrlBuilder({
  projectId: config.projectId,
  dataset: config.dataset,
  baseUrl: config.cdnBase,
})

function reference(image: ImageSource, transform: ImageTransform): string {
  let built = builder.image(image)
  if (transform.width !== undefined) built = built.width(transform.width)
  if (transform.height !== undefined) built = built.height(transform.height)
  if (transform.quality !== undefined) built = built.quality(transform.quality)
  if (transform.fit !== undefined) built = built.fit(transform.fit)
  if (transform.auto !== undefined) built = built.auto(transform.auto)
  return built.url()
}

/** A deterministic pseudo-random sequence (the same cases on every run). */
function* numbers(seed: number): Generator<number> {
  let state = seed
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    yield state / 2 ** 31
  }
}

describe('imageUrl', () => {
  const asset = { _ref: 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg' }

  it('gives the builder URL for the transformations the site uses', () => {
    const cases: ImageTransform[] = [
      {},
      { width: 512 },
      { width: 640, quality: 75, auto: 'format' },
      { width: 640, height: 360, quality: 75, auto: 'format', fit: 'crop' },
      { width: 1200, height: 630, fit: 'crop' },
      { width: 960, fit: 'max', auto: 'format' },
    ]
    for (const transform of cases) {
      expect(imageUrl(config, { asset }, transform)).toBe(reference({ asset }, transform))
    }
    expect(imageUrl(config, { asset }, { width: 512 })).toBe(
      'http://127.0.0.1:3000/lake/images/p1/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg?w=512',
    )
  })

  it('applies crop and hotspot as the builder does, over 500 random images', () => {
    const random = numbers(14)
    const next = () => random.next().value as number
    for (let i = 0; i < 500; i++) {
      const width = 50 + Math.floor(next() * 4000)
      const height = 50 + Math.floor(next() * 4000)
      const image: ImageSource = {
        asset: { _ref: `image-abc${i}-${width}x${height}-png` },
        crop: { top: next() * 0.3, bottom: next() * 0.3, left: next() * 0.3, right: next() * 0.3 },
        hotspot: { x: next(), y: next(), width: next(), height: next() },
      }
      const transform: ImageTransform = {
        width: 100 + Math.floor(next() * 1800),
        ...(next() < 0.6 ? { height: 100 + Math.floor(next() * 1200), fit: 'crop' as const } : {}),
        quality: 75,
        auto: 'format',
      }
      expect(imageUrl(config, image, transform), JSON.stringify({ image, transform })).toBe(
        reference(image, transform),
      )
    }
  })

  it('refuses a malformed asset reference', () => {
    expect(() => imageUrl(config, { asset: { _ref: 'image-nodimensions' } }, {})).toThrow(
      /Malformed image asset/,
    )
  })
})
