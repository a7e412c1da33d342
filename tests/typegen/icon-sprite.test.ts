import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconNames } from '#schemas/lib/icons'
import { buildIconSprite, spritePath } from '#scripts/build-icon-sprite'

describe('content icon sprite', () => {
  it('is up to date with schemas/lib/icons.ts (run npm run icons after changing icons)', () => {
    expect(fs.readFileSync(spritePath, 'utf8')).toBe(buildIconSprite())
  })

  it('has one drawn symbol per icon name content may use', () => {
    const sprite = fs.readFileSync(spritePath, 'utf8')
    for (const name of iconNames) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="icon-${name}"[^>]*><(path|circle|rect|line|polyline|polygon|ellipse)`,
        ),
      )
    }
  })
})
