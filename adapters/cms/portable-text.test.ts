import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blocksToPlainText, plainTextToBlocks } from './portable-text'

describe('plain text <-> Portable Text', () => {
  it('makes one normal block per paragraph and keeps single line breaks inside it', () => {
    const blocks = plainTextToBlocks('First line\nsecond line\n\nNext paragraph')
    expect(blocks).toHaveLength(2)
    expect(blocks.map((block) => block.style)).toEqual(['normal', 'normal'])
    expect(blocks[0]!.children[0]!.text).toBe('First line\nsecond line')
    expect(blocks[1]!.children[0]!.text).toBe('Next paragraph')
    expect(new Set(blocks.map((block) => block._key)).size).toBe(2)
  })

  it('turns an empty text into no blocks and back', () => {
    expect(plainTextToBlocks('')).toEqual([])
    expect(blocksToPlainText([])).toBe('')
    expect(blocksToPlainText(undefined)).toBe('')
  })

  it('round-trips any text exactly, blank lines and spaces included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(blocksToPlainText(plainTextToBlocks(text))).toBe(text)
      }),
      { seed: 20261122, numRuns: 300 },
    )
    for (const text of ['a\n\n\nb', '\n\n', ' \n\n ', 'x\n']) {
      expect(blocksToPlainText(plainTextToBlocks(text))).toBe(text)
    }
  })

  it('reads Studio-made rich text as its text: marks, styles and lists dropped', () => {
    const studio = [
      {
        _type: 'block',
        style: 'h2',
        children: [
          { _type: 'span', text: 'Bold ', marks: ['strong'] },
          { _type: 'span', text: 'title', marks: [] },
        ],
      },
      { _type: 'image', asset: { _ref: 'image-x' } },
      { _type: 'block', listItem: 'bullet', children: [{ _type: 'span', text: 'point' }] },
    ]
    expect(blocksToPlainText(studio)).toBe('Bold title\n\npoint')
  })
})
