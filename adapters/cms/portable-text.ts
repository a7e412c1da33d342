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

function key(): string {
  return randomBytes(6).toString('hex')
}

/** Plain text to blocks: one normal block per paragraph; '' is no blocks at all. */
export function plainTextToBlocks(text: string): PortableTextBlock[] {
  if (text === '') return []
  return text.split(PARAGRAPH_BREAK).map((paragraph) => ({
    _type: 'block',
    _key: key(),
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: key(), text: paragraph, marks: [] }],
  }))
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
    .map((block) =>
      (Array.isArray(block.children) ? block.children : [])
        .map((child: unknown) =>
          isObject(child) && typeof child.text === 'string' ? child.text : '',
        )
        .join(''),
    )
    .join(PARAGRAPH_BREAK)
}

function isObject(value: unknown): value is Record<string, unknown> & { _type: string } {
  return typeof value === 'object' && value !== null
}
