import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blocksToPlainText, mergePlainTextIntoBlocks, plainTextToBlocks } from './portable-text'

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

/** Studio-shaped blocks, as the Portable Text editor stores them. */
function studioBlock(
  keyName: string,
  text: string,
  extra: Partial<{ style: string; listItem: string; level: number }> = {},
) {
  return {
    _type: 'block',
    _key: keyName,
    style: extra.style ?? 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${keyName}-s`, text, marks: [] }],
    ...(extra.listItem ? { listItem: extra.listItem, level: extra.level ?? 1 } : {}),
  }
}

const heading = studioBlock('heading', 'Track Your Shipment', { style: 'h2' })
const linked = {
  _type: 'block',
  _key: 'linked',
  style: 'normal',
  markDefs: [{ _type: 'link', _key: 'lnk', href: 'https://example.com/track' }],
  children: [
    { _type: 'span', _key: 'l1', text: 'Use the ', marks: [] },
    { _type: 'span', _key: 'l2', text: 'tracking form', marks: ['strong', 'lnk'] },
    { _type: 'span', _key: 'l3', text: ' or ', marks: [] },
    { _type: 'span', _key: 'l4', text: 'call us', marks: ['em'] },
    { _type: 'span', _key: 'l5', text: '.', marks: [] },
  ],
}
const closing = studioBlock('closing', 'We answer around the clock.')
const page = [heading, linked, closing]

/** The kept items of `result`: those that are the very objects of `existing`. */
function keptOf(result: unknown[], existing: unknown[]): unknown[] {
  return result.filter((item) => existing.includes(item))
}

describe('mergePlainTextIntoBlocks: an admin save keeps the structure it did not change', () => {
  it('keeps an h2 heading, its key and every other block when the text is saved unchanged', () => {
    const text = blocksToPlainText(page)
    expect(text).toBe(
      'Track Your Shipment\n\nUse the tracking form or call us.\n\nWe answer around the clock.',
    )
    const merged = mergePlainTextIntoBlocks(text, page)
    expect(merged).toEqual(page)
    expect(merged[0]).toMatchObject({ _key: 'heading', style: 'h2' })
    expect(blocksToPlainText(merged)).toBe(text)
  })

  it('keeps marks (strong, em) and link annotations (markDefs) of an unchanged paragraph', () => {
    const merged = mergePlainTextIntoBlocks(blocksToPlainText(page), page)
    expect(merged[1]).toEqual(linked)
    expect(merged[1]).toMatchObject({
      markDefs: [{ _key: 'lnk', href: 'https://example.com/track' }],
    })
  })

  it('turns a changed paragraph into a plain normal block; its neighbours keep their structure', () => {
    const text = 'Track Your Shipment\n\nUse the form below.\n\nWe answer around the clock.'
    const merged = mergePlainTextIntoBlocks(text, page)
    expect(merged).toHaveLength(3)
    expect(merged[0]).toBe(heading)
    expect(merged[2]).toBe(closing)
    expect(merged[1]).toMatchObject({
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', text: 'Use the form below.', marks: [] }],
    })
    expect(merged[1]!._key).not.toBe('linked')
    expect(blocksToPlainText(merged)).toBe(text)
  })

  it('keeps every other block when a paragraph is inserted in the middle', () => {
    const text =
      'Track Your Shipment\n\nNew first line\nwith a soft break\n\nUse the tracking form or call us.\n\nWe answer around the clock.'
    const merged = mergePlainTextIntoBlocks(text, page)
    expect(merged).toHaveLength(4)
    expect(merged[0]).toBe(heading)
    expect(merged[1]).toMatchObject({
      style: 'normal',
      children: [{ text: 'New first line\nwith a soft break' }],
    })
    expect(merged[2]).toBe(linked)
    expect(merged[3]).toBe(closing)
    expect(blocksToPlainText(merged)).toBe(text)
  })

  it('keeps every other block when a paragraph is deleted from the middle', () => {
    const text = 'Track Your Shipment\n\nWe answer around the clock.'
    expect(mergePlainTextIntoBlocks(text, page)).toEqual([heading, closing])
  })

  it('keeps list items with their listItem and level', () => {
    const list = [
      studioBlock('intro', 'What we need:', { style: 'h3' }),
      studioBlock('b1', 'Tracking number', { listItem: 'bullet', level: 1 }),
      studioBlock('b2', 'Origin', { listItem: 'bullet', level: 2 }),
      studioBlock('n1', 'Call us', { listItem: 'number', level: 1 }),
    ]
    const text = 'What we need:\n\nTracking number\n\nDestination\n\nOrigin\n\nCall us'
    const merged = mergePlainTextIntoBlocks(text, list)
    expect(merged).toHaveLength(5)
    expect(merged[0]).toBe(list[0])
    expect(merged[1]).toBe(list[1])
    expect(merged[2]).toMatchObject({ style: 'normal', children: [{ text: 'Destination' }] })
    expect(merged[2]).not.toHaveProperty('listItem')
    expect(merged[3]).toEqual({ ...list[2], listItem: 'bullet', level: 2 })
    expect(merged[4]).toMatchObject({ _key: 'n1', listItem: 'number', level: 1 })
  })

  it('gives no blocks for an empty text, whatever was there', () => {
    expect(mergePlainTextIntoBlocks('', page)).toEqual([])
    expect(mergePlainTextIntoBlocks('', undefined)).toEqual([])
  })

  it('makes plain blocks when there is nothing to keep (no field yet, or not an array)', () => {
    for (const existing of [undefined, null, 'legacy string', {}]) {
      const merged = mergePlainTextIntoBlocks('a\n\nb', existing)
      expect(merged.map((block) => block.style)).toEqual(['normal', 'normal'])
      expect(blocksToPlainText(merged)).toBe('a\n\nb')
    }
  })

  it('keeps a non-text item (image) whose neighbours are kept, and drops it with a changed one', () => {
    const image = { _type: 'image', _key: 'img', asset: { _ref: 'image-abc-10x10-png' } }
    const withImage = [image, heading, image, linked, closing, image]
    const unchanged = blocksToPlainText(withImage)
    expect(mergePlainTextIntoBlocks(unchanged, withImage)).toEqual(withImage)

    // The paragraph after the middle image changed: that image goes with it, the others stay.
    const changed = 'Track Your Shipment\n\nSomething else.\n\nWe answer around the clock.'
    const merged = mergePlainTextIntoBlocks(changed, withImage)
    expect(merged.map((item) => item._key)).toEqual([
      'img',
      'heading',
      merged[2]!._key,
      'closing',
      'img',
    ])
    expect(blocksToPlainText(merged)).toBe(changed)

    // Text inserted between two kept neighbours: the image stays right after the first one.
    const inserted = `${unchanged.split('\n\n')[0]}\n\nInserted\n\n${unchanged.split('\n\n').slice(1).join('\n\n')}`
    const withInsert = mergePlainTextIntoBlocks(inserted, withImage)
    expect(withInsert.map((item) => item._type)).toEqual([
      'image',
      'block',
      'image',
      'block',
      'block',
      'block',
      'image',
    ])
    expect(withInsert[3]).toMatchObject({ children: [{ text: 'Inserted' }] })

    // Only non-text items: they stay, first, when text is added; an empty text clears the field.
    expect(mergePlainTextIntoBlocks('Text', [image, null])).toMatchObject([
      image,
      { _type: 'block', children: [{ text: 'Text' }] },
    ])
    expect(mergePlainTextIntoBlocks('', [image])).toEqual([])
  })

  it('keeps a block with an inline object child when its text is unchanged', () => {
    const inline = {
      _type: 'block',
      _key: 'inline',
      style: 'normal',
      markDefs: [],
      children: [
        { _type: 'span', _key: 'i1', text: 'Call ', marks: [] },
        { _type: 'phoneNumber', _key: 'i2', number: '+971 6 000 0000' },
        { _type: 'span', _key: 'i3', text: ' now.', marks: [] },
      ],
    }
    const merged = mergePlainTextIntoBlocks('Call  now.\n\nMore', [inline])
    expect(merged[0]).toBe(inline)
    expect(merged).toHaveLength(2)
  })

  it('keeps blocks whose text has soft breaks at its edges or a blank line inside', () => {
    const odd = [
      studioBlock('trailing', 'Ends with a break\n', { style: 'h2' }),
      studioBlock('leading', '\nStarts with one'),
      studioBlock('blank', 'Two\n\nparagraphs in one block'),
      studioBlock('empty', ''),
      studioBlock('last', 'Last'),
    ]
    const text = blocksToPlainText(odd)
    expect(mergePlainTextIntoBlocks(text, odd)).toEqual(odd)
    const edited = text.replace('Last', 'Changed')
    const merged = mergePlainTextIntoBlocks(edited, odd)
    expect(merged.slice(0, 4)).toEqual(odd.slice(0, 4))
    expect(blocksToPlainText(merged)).toBe(edited)

    // "a\n\n\nb" reads as "a\n" + "b" or as "a" + "\nb": the reading that keeps more blocks wins.
    const ambiguous = [studioBlock('x', 'a\n'), studioBlock('y', 'a'), studioBlock('z', '\nb')]
    expect(mergePlainTextIntoBlocks('a\n\n\nb', ambiguous)).toEqual(ambiguous.slice(1))
    const mirrored = [studioBlock('x', 'a\n'), studioBlock('y', 'b'), studioBlock('z', '\nb')]
    expect(mergePlainTextIntoBlocks('a\n\n\nb', mirrored)).toEqual(mirrored.slice(0, 2))
  })

  // The matching work is capped (1M cells): past the cap the changed middle becomes plain blocks.
  // The test checks that the result stays exact there; time is for benchmarks, not tests.
  it('stays exact past the matching cap: a huge text of blank lines against many empty blocks', () => {
    const blocks = Array.from({ length: 2000 }, (_, index) =>
      studioBlock(`e${index}`, index % 2 ? '\n' : ''),
    )
    const text = '\n'.repeat(60_000)
    const merged = mergePlainTextIntoBlocks(text, blocks)
    expect(blocksToPlainText(merged)).toBe(text)
  })
})

describe('mergePlainTextIntoBlocks: properties', () => {
  // Texts rich in what is hard here: line breaks, blank lines, repeats.
  const textArb = fc.stringMatching(/^[ab\n]{0,8}$/)
  const itemArb = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(textArb, fc.constantFrom('normal', 'h2', 'h3'), fc.boolean()),
    },
    { weight: 1, arbitrary: fc.constant('image' as const) },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  const existingArb = fc.array(itemArb, { maxLength: 8 }).map((items) =>
    items.map((item, index) => {
      if (item === 'image') return { _type: 'image', _key: `img${index}`, asset: { _ref: 'x' } }
      if (item === null) return null
      const [text, style, listed] = item
      return studioBlock(`k${index}`, text, { style, ...(listed ? { listItem: 'bullet' } : {}) })
    }),
  )

  it('round-trips any text exactly, whatever was stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(textArb, fc.string({ unit: 'grapheme' })),
        existingArb,
        (text, existing) => {
          expect(blocksToPlainText(mergePlainTextIntoBlocks(text, existing))).toBe(text)
        },
      ),
      { seed: 20261123, numRuns: 2000 },
    )
  })

  it('keeps everything on an unchanged save, and all blocks but the edited one after an edit', () => {
    fc.assert(
      fc.property(
        existingArb,
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'replace'),
        fc.stringMatching(/^[abc\n]{0,6}$/),
        (existing, at, edit, paragraph) => {
          const blocks = existing.filter(
            (item): item is ReturnType<typeof studioBlock> => item?._type === 'block',
          )
          const unchanged = blocksToPlainText(existing)
          if (unchanged !== '') {
            expect(mergePlainTextIntoBlocks(unchanged, existing)).toEqual(
              existing.filter((item) => item !== null),
            )
          }
          const texts = blocks.map((block) => blockTextOf(block))
          const index = blocks.length ? at % (blocks.length + (edit === 'insert' ? 1 : 0)) : 0
          if (edit === 'insert') texts.splice(index, 0, paragraph)
          else if (blocks.length) texts.splice(index, 1, ...(edit === 'replace' ? [paragraph] : []))
          const text = texts.join('\n\n')
          const merged = mergePlainTextIntoBlocks(text, existing)
          expect(blocksToPlainText(merged)).toBe(text)
          if (text !== '') {
            const expected = edit === 'insert' ? blocks.length : Math.max(0, blocks.length - 1)
            const keptBlocks = keptOf(merged, blocks)
            expect(keptBlocks.length).toBeGreaterThanOrEqual(expected)
            // Kept blocks stay in their order.
            const order = keptBlocks.map((block) =>
              blocks.indexOf(block as (typeof blocks)[number]),
            )
            expect(order).toEqual([...order].sort((a, b) => a - b))
          }
        },
      ),
      { seed: 20261124, numRuns: 2000 },
    )
  })
})

describe('mergePlainTextIntoBlocks: keeps as many blocks as any merge could', () => {
  it('matches an exhaustive search over all ways to read the text as paragraphs', () => {
    const piece = fc.stringMatching(/^[ab\n]{0,4}$/)
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('keep', 'drop', 'change')), { maxLength: 6 }),
        fc.array(piece, { maxLength: 3 }),
        (texts, edits, added) => {
          const blocks = texts.map((text, index) => studioBlock(`k${index}`, text))
          // The new text: the old paragraphs, some dropped or changed, some added.
          const paragraphs = texts.flatMap((text, index) => {
            const edit = edits[index]?.[1] ?? 'keep'
            if (edit === 'drop') return []
            return edit === 'change' ? [`${text}c`] : [text]
          })
          added.forEach((text, index) => {
            paragraphs.splice((edits[index]?.[0] ?? 0) % (paragraphs.length + 1), 0, text)
          })
          const text = paragraphs.join('\n\n')
          const merged = mergePlainTextIntoBlocks(text, blocks)
          expect(blocksToPlainText(merged)).toBe(text)
          if (text !== '') {
            expect(keptOf(merged, blocks)).toHaveLength(bestPossibleKept(text, texts))
          }
        },
      ),
      { seed: 20261125, numRuns: 3000 },
    )
    // Blocks and text drawn independently from a tiny alphabet: many ambiguous line breaks.
    const tiny = fc.stringMatching(/^[a\n]{0,3}$/)
    fc.assert(
      fc.property(
        fc.array(tiny, { maxLength: 5 }),
        fc.array(tiny, { maxLength: 5 }),
        (texts, parts) => {
          const blocks = texts.map((text, index) => studioBlock(`k${index}`, text))
          const text = parts.join('\n\n')
          const merged = mergePlainTextIntoBlocks(text, blocks)
          expect(blocksToPlainText(merged)).toBe(text)
          if (text !== '') {
            expect(keptOf(merged, blocks)).toHaveLength(bestPossibleKept(text, texts))
          }
        },
      ),
      { seed: 20261126, numRuns: 5000 },
    )
  })
})

/**
 * The most blocks any merge could keep, found the slow way: every way to cut `text` into
 * paragraphs at "\n\n" (one cut per break used), then the longest common subsequence of those
 * paragraphs and the block texts.
 */
function bestPossibleKept(text: string, blockTexts: string[]): number {
  const breaks: number[] = []
  for (let at = text.indexOf('\n\n'); at !== -1; at = text.indexOf('\n\n', at + 1)) breaks.push(at)
  let best = 0
  const cut = (from: number, next: number, segments: string[]) => {
    // Either no more cuts (the last segment runs to the end), or the next cut at a later break.
    const all = [...segments, text.slice(from)]
    best = Math.max(best, lcs(all, blockTexts))
    for (let index = next; index < breaks.length; index++) {
      const at = breaks[index]!
      if (at < from) continue
      cut(at + 2, index + 1, [...segments, text.slice(from, at)])
    }
  }
  cut(0, 0, [])
  return best
}

function lcs(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? 1 + table[i + 1]![j + 1]! : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
    }
  }
  return table[0]![0]!
}

function blockTextOf(block: { children: { text: string }[] }): string {
  return block.children.map((child) => child.text).join('')
}
