import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

/**
 * Issue 28: the leadership portraits read as portraits, not as missing photos. The seeded files
 * are 600 x 600, small, and have a face: the whites of two eyes, each with a dark pupil, where
 * scripts/media/scenes/portraits.ts draws them (the faceless busts before had skin there).
 */
const MEDIA = new URL('../../scripts/seed/media/', import.meta.url)
const ROLES = ['ceo', 'coo', 'cto', 'cfo'] as const
/** The eyes' centres and a point in each eye's white (scenes/portraits.ts: face at 300, 270). */
const EYES = [
  { pupil: [267, 274], white: [257, 274] },
  { pupil: [331, 274], white: [343, 274] },
] as const

describe('the leadership portraits', () => {
  for (const role of ROLES) {
    it(`team-${role}.jpg is a 600 x 600 portrait with two eyes`, async () => {
      const file = await readFile(new URL(`team-${role}.jpg`, MEDIA))
      expect(file.length).toBeLessThan(40 * 1024)
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([600, 600])
      const brightness = ([x, y]: readonly [number, number]) => {
        const at = (y * info.width + x) * info.channels
        return (data[at]! + data[at + 1]! + data[at + 2]!) / 3
      }
      for (const eye of EYES) {
        expect(brightness(eye.white), `${role} white`).toBeGreaterThan(200)
        expect(brightness(eye.pupil), `${role} pupil`).toBeLessThan(70)
      }
    })
  }
})
