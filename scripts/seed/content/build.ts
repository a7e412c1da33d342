import type { AllSanitySchemaTypes, BlockContent } from '#schemas/generated/sanity.types'
import type { Delocalised } from '#schemas/lib/locale-fields'

/**
 * Helpers that keep seed documents short while typing them against the generated types.
 */

/** A stored document type of the schema (an entry of TypeGen's union with an `_id`). */
export type SchemaDocument = Extract<AllSanitySchemaTypes, { _id: string }>

type SystemFields = '_createdAt' | '_updatedAt' | '_rev'

/**
 * What the seed modules write: the system fields other than `_id` and `_type` come from the
 * store, and texts are written once, in English. `localiseSeed` (index.ts) turns each localised
 * field into `{en, ar}` with the Arabic of the translation memory (ADR 022).
 */
export type SeedOf<T> = T extends unknown ? Delocalised<Omit<T, SystemFields>> : never

export type SeedDocument = SeedOf<SchemaDocument>

/** A seed document as stored: localised fields in the per-language shape. */
export type StoredSeedDocument = SchemaDocument extends infer T
  ? T extends unknown
    ? Omit<T, SystemFields>
    : never
  : never

/** A seed document of one type, checked against its generated type. */
export function seedDoc<T extends SchemaDocument>(doc: SeedOf<T>): SeedOf<T> {
  return doc
}

/**
 * Array items of a named object type, with stable `_key`s (`<prefix>-1`, `<prefix>-2` ...) so
 * re-seeding and editing never churn keys.
 */
export function keyed<T extends { _type: string }>(
  type: T['_type'],
  prefix: string,
  items: ReadonlyArray<Omit<Delocalised<T>, '_type' | '_key'>>,
): Array<Delocalised<T> & { _key: string }> {
  return items.map(
    (item, index) =>
      ({ ...item, _type: type, _key: `${prefix}-${index + 1}` }) as unknown as Delocalised<T> & {
        _key: string
      },
  )
}

/** Adds stable `_key`s to items that already carry their `_type` (images, inline objects). */
export function withKeys<T extends object>(
  prefix: string,
  items: readonly T[],
): Array<T & { _key: string }> {
  return items.map((item, index) => ({ ...item, _key: `${prefix}-${index + 1}` }))
}

/**
 * Plain paragraphs as Portable Text, one block per paragraph, with stable keys. A paragraph that
 * starts with '## ' becomes an h2 heading.
 */
export function portableText(prefix: string, paragraphs: readonly string[]): BlockContent {
  return paragraphs.map((paragraph, index) => {
    const heading = paragraph.startsWith('## ')
    return {
      _type: 'block' as const,
      _key: `${prefix}-${index + 1}`,
      style: heading ? ('h2' as const) : ('normal' as const),
      markDefs: [],
      children: [
        {
          _type: 'span' as const,
          _key: `${prefix}-${index + 1}-span`,
          text: heading ? paragraph.slice(3) : paragraph,
          marks: [],
        },
      ],
    }
  })
}
