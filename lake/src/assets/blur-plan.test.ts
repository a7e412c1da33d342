import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WORKING_SIGMA, MIN_WORKING_SIDE, planBlur } from './blur-plan'
import { parseTransform, prepareRender } from './image-transform'

describe('planBlur (a blur costs little at any size and strength)', () => {
  it('keeps a small blur as the CDN asks for it', () => {
    expect(planBlur(20, { width: 1600, height: 900 })).toEqual({ sigma: 10 })
    expect(planBlur(0.2, { width: 40, height: 40 })).toEqual({ sigma: 0.3 })
  })

  it('clamps the sigma to a few times the output size', () => {
    expect(planBlur(2000, { width: 100, height: 50 }).sigma).toBe(800)
    expect(planBlur(2000, { width: 50, height: 60 }).sigma).toBe(480)
    expect(planBlur(2000, { width: 1600, height: 900 }).sigma).toBe(1000)
  })

  it('blurs a wide gaussian on a smaller working image', () => {
    const { working } = planBlur(2000, { width: 1600, height: 900 })
    expect(working).toEqual({ width: MIN_WORKING_SIDE, height: 144, sigma: 160 })
    expect(planBlur(2000, { width: 8192, height: 4608 }).working).toEqual({
      width: MIN_WORKING_SIDE,
      height: 144,
      sigma: 31.25,
    })
    const strong = planBlur(400, { width: 8192, height: 4608 }).working!
    expect(strong.sigma).toBeCloseTo(MAX_WORKING_SIGMA, 1)
  })
})

describe('a clamped blur renders the same image', () => {
  let dir: string
  let source: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blur-plan-'))
    source = path.join(dir, 'photo.png')
    // A small picture with distinct edges and a bright centre: a wide blur mixes all of them.
    const { width, height } = { width: 100, height: 60 }
    const pixels = Buffer.alloc(width * height * 3)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3
        pixels[i] = (x * 255) / width
        pixels[i + 1] = (y * 255) / height
        pixels[i + 2] = Math.hypot(x - 50, y - 30) < 15 ? 255 : 40
      }
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(source)
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  for (const blur of [2000, 300, 60]) {
    it(`blur=${blur}: mean difference from the exact gaussian under 1 of 255`, async () => {
      const transform = parseTransform({ blur: String(blur), fm: 'png' }, undefined, 'png')!
      const limits = { maxDimension: 8192, maxPixels: 40_000_000 }
      const { image } = await prepareRender(
        source,
        'png',
        transform,
        { width: 100, height: 60 },
        limits,
      )
      const got = await sharp(await image.toBuffer())
        .removeAlpha()
        .raw()
        .toBuffer()
      const exact = await sharp(source)
        .blur(blur / 2)
        .raw()
        .toBuffer()
      expect(got.length).toBe(exact.length)
      let sum = 0
      for (let i = 0; i < exact.length; i++) sum += Math.abs(got[i]! - exact[i]!)
      expect(sum / exact.length).toBeLessThan(1)
    })
  }
})
