import { randomBytes } from 'node:crypto'

/**
 * Long texts are Portable Text in the lake (rich in Studio) and plain text in the legacy call
 * shapes. A paragraph is what lies between two line breaks in a row; a single line break stays
 * inside its paragraph. Splitting on exactly "\n\n" and joining with "\n\n" makes the round trip
 * exact for any text the admin screens send.
 */
export interface PortableTextSpan {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface PortableTextBlock {
  _type: 'block'
  _key: string
  style: string
  markDefs: unknown[]
  children: PortableTextSpan[]
  listItem?: string
  level?: number
}

const PARAGRAPH_BREAK = '\n\n'

/** A fresh `_key` for an array item. */
export function arrayKey(): string {
  return randomBytes(6).toString('hex')
}

/** Plain text to blocks: one normal block per paragraph; '' is no blocks at all. */
export function plainTextToBlocks(text: string): PortableTextBlock[] {
  if (text === '') return []
  return text.split(PARAGRAPH_BREAK).map(plainBlock)
}

function plainBlock(paragraph: string): PortableTextBlock {
  return {
    _type: 'block',
    _key: arrayKey(),
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: arrayKey(), text: paragraph, marks: [] }],
  }
}

/**
 * Blocks to plain text: each block's span texts joined, blocks separated by a blank line.
 * Marks, styles and non-text blocks (added in Studio) are dropped; their text is kept.
 */
export function blocksToPlainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  return value
    .filter((block): block is { _type: string; children?: unknown } => isObject(block))
    .filter((block) => block._type === 'block')
    .map(blockText)
    .join(PARAGRAPH_BREAK)
}

/** One text block's plain text: its children's texts joined (inline objects have none). */
function blockText(block: Record<string, unknown>): string {
  return (Array.isArray(block.children) ? block.children : [])
    .map((child: unknown) => (isObject(child) && typeof child.text === 'string' ? child.text : ''))
    .join('')
}

function isObject(value: unknown): value is Record<string, unknown> & { _type: string } {
  return typeof value === 'object' && value !== null
}

/** A non-text item of a Portable Text array (an image, an embed), kept as it was written. */
export interface PortableTextObject {
  _type: string
  _key?: string
  [field: string]: unknown
}

/** What a merge gives: kept items exactly as stored, new paragraphs as plain blocks. */
export type PortableTextItem = PortableTextBlock | PortableTextObject

/**
 * Plain text from the admin screens merged into the Portable Text it replaces, so that a save
 * does not destroy what the admin did not change. The admin edits the text that
 * `blocksToPlainText(existing)` gave it; every existing text block whose own text (as
 * `blocksToPlainText` gives it for that block alone) is still there, in order, as whole
 * paragraphs of the new text is kept exactly as stored: `_key`, style, listItem, level, marks,
 * markDefs and children (inline objects too). The rest of the new text (new or changed
 * paragraphs) becomes plain normal blocks, split on "\n\n" as in `plainTextToBlocks`: a changed
 * heading comes back as a normal paragraph, since plain text cannot say which block it was.
 *
 * The blocks to keep are a longest common subsequence of the existing blocks and the new text
 * (most blocks kept), so inserting, deleting or changing one paragraph in the middle keeps all
 * the others. The match runs on the text itself rather than on `text.split("\n\n")`, because a
 * Studio block may begin or end with a soft line break or contain a blank line, and then its
 * text straddles what a plain split would call paragraph boundaries.
 *
 * Non-text items (anything not `_type: 'block'`, e.g. an image; the schema allows none today but
 * Studio under an older schema or the API may have written them) have no plain text, so the
 * admin never saw them and cannot have edited them. A run of them is kept when the text blocks
 * next to it (before and after; only one at the start or end of the array) are both kept, as
 * nothing around it was edited: at the start it stays first, elsewhere it stays right after the
 * block before it, even when new paragraphs were inserted after that block. A run next to a
 * changed or deleted block goes with it (the admin edited that spot and saw no image there). A
 * field of non-text items only (no neighbours at all) keeps them, first, when text is added to
 * it; an empty text clears the field. Items that are not objects at all are not Portable Text
 * and are dropped.
 *
 * The round trip is exact: `blocksToPlainText(mergePlainTextIntoBlocks(text, existing))` is
 * `text` for every string, and '' gives no items at all, as `plainTextToBlocks` does.
 */
export function mergePlainTextIntoBlocks(text: string, existing: unknown): PortableTextItem[] {
  if (text === '') return []
  if (!Array.isArray(existing)) return plainTextToBlocks(text)
  const items = (existing as unknown[]).filter(
    (item): item is PortableTextObject => isObject(item) && !Array.isArray(item),
  )
  const textIndexes = items.flatMap((item, index) => (item._type === 'block' ? [index] : []))
  const matches = matchBlocks(
    text,
    textIndexes.map((index) => blockText(items[index]!)),
  )
  const kept = new Set(matches.map((match) => textIndexes[match.block]!))

  // Non-text runs that stay: at the start of the array, or after the text block before them.
  const leading: PortableTextObject[] = []
  const following = new Map<number, PortableTextObject[]>()
  for (let start = 0; start < items.length;) {
    let end = start
    while (end < items.length && items[end]!._type !== 'block') end++
    if (end > start) {
      const previous = start - 1
      const previousKept = previous < 0 || kept.has(previous)
      const nextKept = end === items.length || kept.has(end)
      if (previousKept && nextKept) {
        if (previous < 0) leading.push(...items.slice(start, end))
        else following.set(previous, items.slice(start, end))
      }
    }
    start = end + 1
  }

  const result: PortableTextItem[] = [...leading]
  const addParagraphs = (from: number, to: number) => {
    result.push(...text.slice(from, to).split(PARAGRAPH_BREAK).map(plainBlock))
  }
  // `position` is where the next segment of the text starts; past the end once it is all used.
  let position = 0
  for (const match of matches) {
    if (match.start > position) addParagraphs(position, match.start - PARAGRAPH_BREAK.length)
    const index = textIndexes[match.block]!
    result.push(items[index] as PortableTextItem, ...(following.get(index) ?? []))
    position = match.start + match.length + PARAGRAPH_BREAK.length
  }
  if (position <= text.length) addParagraphs(position, text.length)
  return result
}

/** An existing text block (by its place among the text blocks) kept at `start` of the text. */
interface BlockMatch {
  block: number
  start: number
  length: number
}

/**
 * Above this many cells the alignment table (blocks x paragraph starts) is not built and the
 * changed middle of the text becomes plain blocks: a bound on the memory and time one save can
 * take (a 64 KiB text of blank lines against thousands of blocks), far above real pages.
 */
const MAX_ALIGNMENT_CELLS = 1_000_000

/**
 * Which existing text blocks (texts `blocks`, in order) the new text keeps, and where. The text
 * is read as segments joined by "\n\n"; a block is kept at a segment start when its text is
 * there and is followed by "\n\n" or the end of the text. The blocks at the start and at the end
 * that are unchanged are matched first (the usual save changes one spot); the middle is aligned
 * by dynamic programming. Matching an end first never costs a block when the paragraph break
 * next to that block is unambiguous: no "\n\n" inside the block, no "\n" on its side facing the
 * break, and no third "\n" on the other side of the break (else "a\n" + "\n\nb" might be better
 * read as "a" + "\n\n\nb"). Any other block is left to the alignment.
 */
function matchBlocks(text: string, blocks: string[]): BlockMatch[] {
  const head: BlockMatch[] = []
  let first = 0
  let last = blocks.length - 1
  let position = 0
  while (first <= last && position <= text.length) {
    const blockText = blocks[first]!
    const end = position + blockText.length
    if (blockText.includes(PARAGRAPH_BREAK) || blockText.endsWith('\n')) break
    if (!text.startsWith(blockText, position)) break
    if (end !== text.length) {
      if (!text.startsWith(PARAGRAPH_BREAK, end)) break
      if (text[end + PARAGRAPH_BREAK.length] === '\n') break
    }
    head.push({ block: first, start: position, length: blockText.length })
    first++
    position = end + PARAGRAPH_BREAK.length
  }
  if (position > text.length) return head

  const tail: BlockMatch[] = []
  let end = text.length
  let middle = true
  while (first <= last && middle) {
    const blockText = blocks[last]!
    const start = end - blockText.length
    if (blockText.includes(PARAGRAPH_BREAK) || blockText.startsWith('\n')) break
    if (start < position || !text.startsWith(blockText, start)) break
    if (start === position) middle = false
    else {
      const breakAt = start - PARAGRAPH_BREAK.length
      if (breakAt < position || !text.startsWith(PARAGRAPH_BREAK, breakAt)) break
      if (breakAt > position && text[breakAt - 1] === '\n') break
    }
    tail.unshift({ block: last, start, length: blockText.length })
    last--
    end = start - PARAGRAPH_BREAK.length
  }
  if (!middle || first > last) return [...head, ...tail]

  const aligned = alignBlocks(text.slice(position, end), blocks.slice(first, last + 1))
  const shifted = aligned.map((match) => ({
    block: match.block + first,
    start: match.start + position,
    length: match.length,
  }))
  return [...head, ...shifted, ...tail]
}

/**
 * The most blocks of `blocks` that can be kept, in order, in `text` (the LCS of the two):
 * best[i][s] is how many of blocks i.. can be kept in the text from segment start s on, taking
 * the best of dropping block i, keeping it at s, or starting new text at s that runs to some
 * later "\n\n" (suffix maxima over those make this one step).
 */
function alignBlocks(text: string, blocks: string[]): BlockMatch[] {
  const breaks: number[] = []
  for (
    let at = text.indexOf(PARAGRAPH_BREAK);
    at !== -1;
    at = text.indexOf(PARAGRAPH_BREAK, at + 1)
  ) {
    breaks.push(at)
  }
  // Segment starts: 0 and just after each "\n\n", so starts[j + 1] follows breaks[j].
  const starts = [0, ...breaks.map((at) => at + PARAGRAPH_BREAK.length)]
  const breakIndex = new Map(breaks.map((at, index) => [at, index]))
  const count = blocks.length
  const width = starts.length
  if ((count + 1) * width > MAX_ALIGNMENT_CELLS) return []

  const best = new Int32Array((count + 1) * width)
  // laterBest[i][j]: the best for block i from any segment start after breaks[j] or later.
  const laterWidth = breaks.length + 1
  const laterBest = new Int32Array(count * laterWidth)
  // What keeping block i at position p gives (-1: it is not there), and where the rest starts.
  const keep = (i: number, p: number): { value: number; next: number | null } => {
    const blockText = blocks[i]!
    if (!text.startsWith(blockText, p)) return { value: -1, next: null }
    const end = p + blockText.length
    if (end === text.length) return { value: 1, next: null }
    const at = breakIndex.get(end)
    if (at === undefined) return { value: -1, next: null }
    return { value: 1 + best[(i + 1) * width + at + 1]!, next: at + 1 }
  }
  let firstBreak = breaks.length
  for (let s = width - 1; s >= 0; s--) {
    const p = starts[s]!
    while (firstBreak > 0 && breaks[firstBreak - 1]! >= p) {
      firstBreak--
      for (let i = 0; i < count; i++) {
        laterBest[i * laterWidth + firstBreak] = Math.max(
          best[i * width + firstBreak + 1]!,
          laterBest[i * laterWidth + firstBreak + 1]!,
        )
      }
    }
    for (let i = count - 1; i >= 0; i--) {
      best[i * width + s] = Math.max(
        best[(i + 1) * width + s]!,
        keep(i, p).value,
        laterBest[i * laterWidth + firstBreak]!,
        0,
      )
    }
  }

  const matches: BlockMatch[] = []
  let i = 0
  let s = 0
  while (i < count && best[i * width + s]! > 0) {
    const value = best[i * width + s]!
    const p = starts[s]!
    const kept = keep(i, p)
    if (kept.value === value) {
      matches.push({ block: i, start: p, length: blocks[i]!.length })
      if (kept.next === null) break
      i++
      s = kept.next
    } else if (best[(i + 1) * width + s] === value) {
      i++
    } else {
      // New text from p to a "\n\n" at or after p, then on at the first segment start after
      // such a break where block i's best is reached.
      let next = s
      while (breaks[next]! < p) next++
      next++
      while (best[i * width + next] !== value) next++
      s = next
    }
  }
  return matches
}
