import type { SchemaTypeDefinition } from 'sanity'

/**
 * Turning content written in one language into the per-language shape of ADR 022, by the
 * schema: every value at a `localeString`, `localeText` or `localeBlockContent` field becomes
 * `{_type, en, ar}`, with `ar` from `translate` (the seed's translation memory). Used by the seed,
 * whose documents are written in English, and by migrations of content saved before
 * localisation. Values that are already localised objects are left as they are.
 */
export const LOCALE_TYPES = ['localeString', 'localeText', 'localeBlockContent'] as const
export type LocaleTypeName = (typeof LOCALE_TYPES)[number]

export function isLocaleTypeName(name: unknown): name is LocaleTypeName {
  return (LOCALE_TYPES as readonly unknown[]).includes(name)
}

/**
 * The content types with their localised fields as plain values (what one language reads and
 * what the English seed is written in): `{_type: 'localeString', en?, ar?}` becomes `string`,
 * `localeBlockContent` its block array, and a list of localised members a list of those values.
 */
export type Delocalised<T> = T extends { _type: 'localeString' | 'localeText'; en?: infer V }
  ? V
  : T extends { _type: 'localeBlockContent'; en?: infer B }
    ? B
    : T extends ReadonlyArray<infer Item>
      ? Array<Delocalised<Item>>
      : T extends object
        ? { [Key in keyof T]: Delocalised<T[Key]> }
        : T

/** Arabic for an English text, or undefined when the memory has none. */
export type Translate = (english: string) => string | undefined

interface FieldLike {
  name?: string
  type: string
  fields?: FieldLike[]
  of?: FieldLike[]
}

type Registry = ReadonlyMap<string, FieldLike>

export interface LocaliserOptions {
  /**
   * Also give an already localised value without Arabic the Arabic of its English. For the seed,
   * whose documents code may build localised with English only; never for stored content, where
   * an empty Arabic text is an editor's choice.
   */
  completeArabic?: boolean
}

export function createLocaliser(
  types: readonly SchemaTypeDefinition[],
  translate: Translate,
  options: LocaliserOptions = {},
) {
  const registry: Registry = new Map(types.map((type) => [type.name, type as unknown as FieldLike]))
  const missing = new Set<string>()

  function localiseText(type: LocaleTypeName, value: unknown, key?: string): unknown {
    if (value === undefined || value === null) return value
    if (typeof value === 'object' && !Array.isArray(value)) return completed(type, value, key)
    const ar = type === 'localeBlockContent' ? translateBlocks(value) : translateString(value)
    return { ...(key ? { _key: key } : {}), _type: type, en: value, ...(ar ? { ar } : {}) }
  }

  /** An already localised value, with the Arabic of its English when asked and missing. */
  function completed(type: LocaleTypeName, value: object, key?: string): unknown {
    const localised = value as { en?: unknown; ar?: unknown }
    if (!options.completeArabic || localised.ar !== undefined) return value
    const ar =
      type === 'localeBlockContent' ? translateBlocks(localised.en) : translateString(localised.en)
    return ar ? { ...(key ? { _key: key } : {}), ...value, ar } : value
  }

  function translateString(value: unknown): string | undefined {
    if (typeof value !== 'string' || value.trim() === '') return undefined
    const ar = translate(value)
    if (ar === undefined) missing.add(value)
    return ar
  }

  /** Portable Text: each span's text is translated; keys and marks stay the same. */
  function translateBlocks(value: unknown): unknown[] | undefined {
    if (!Array.isArray(value)) return undefined
    return value.map((block: Record<string, unknown>) => ({
      ...block,
      children: Array.isArray(block.children)
        ? block.children.map((span: Record<string, unknown>) => ({
            ...span,
            text: translateString(span.text) ?? span.text,
          }))
        : block.children,
    }))
  }

  function walkFields(fields: readonly FieldLike[], value: unknown): unknown {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    for (const field of fields) {
      if (field.name && field.name in out) out[field.name] = walk(field, out[field.name])
    }
    return out
  }

  function walk(def: FieldLike, value: unknown, key?: string): unknown {
    if (value === undefined || value === null) return value
    if (isLocaleTypeName(def.type)) return localiseText(def.type, value, key)
    if (def.type === 'array' && def.of && Array.isArray(value)) {
      return value.map((item: unknown, index) => {
        const member = memberFor(def.of ?? [], item)
        if (!member) return item
        // A plain string item of a localised list gets a stable key from its position.
        const itemKey = typeof item === 'string' ? `${def.name ?? 'item'}-${index + 1}` : undefined
        return walk(member, item, itemKey)
      })
    }
    if (def.fields) return walkFields(def.fields, value)
    const named = registry.get(def.type)
    if (named && named !== def) return walk({ ...named, name: def.name }, value, key)
    return value
  }

  function memberFor(members: readonly FieldLike[], item: unknown): FieldLike | undefined {
    const type = item && typeof item === 'object' ? (item as { _type?: string })._type : undefined
    if (type) return members.find((member) => (member.name ?? member.type) === type)
    if (typeof item === 'string') return members.find((member) => isLocaleTypeName(member.type))
    // An object item without `_type` (written by code, not the Studio): the list's only type.
    return members.length === 1 ? members[0] : undefined
  }

  return {
    /** The document with every localised field in the per-language shape. */
    localiseDocument<T extends { _type: string }>(doc: T): T {
      const type = registry.get(doc._type)
      if (!type?.fields) throw new Error(`No schema type ${doc._type}`)
      return walkFields(type.fields, doc) as T
    },
    /** English texts met so far that `translate` had no Arabic for. */
    untranslated: (): string[] => [...missing],
  }
}
