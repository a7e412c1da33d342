import type { Lang } from '../lib/locale'

/**
 * Localised fields (ADR 022) are stored as one object per text field, `{_type: 'localeString',
 * en, ar}` (also `localeText` and `localeBlockContent`). Pages read them already resolved to the
 * page's language: `localise` replaces each such object by its value in `lang`, falling back to
 * English when that is empty, so a missing translation is silent for visitors. Values stored as
 * plain strings (content written before localisation) pass through unchanged.
 */
const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent'])

interface LocaleValue {
  _type: string
  en?: unknown
  ar?: unknown
}

function isLocaleValue(value: object): value is LocaleValue {
  return LOCALE_TYPES.has((value as { _type?: unknown })._type as string)
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** A localised field's value in `lang`, or English when it has none there. */
export function pickLang(value: LocaleValue, lang: Lang): unknown {
  const chosen = value[lang]
  return isPresent(chosen) ? chosen : (value.en ?? null)
}

/**
 * The language a rich text block is written in when it is not the page's: `lang: 'en'` on each
 * block of an English fallback on an Arabic page. RichText sets it out left to right: in the
 * page's right-to-left flow, bidi would move an English paragraph's full stop to its front. A mark
 * on the blocks, not on the array, survives the JSON of the page's embedded state.
 */
export const FALLBACK_BLOCK_LANG = 'lang'

function markFallback(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return value.map((block: unknown) =>
    block && typeof block === 'object' ? { ...block, [FALLBACK_BLOCK_LANG]: 'en' } : block,
  )
}

/**
 * A plain text's English fallback between U+2066 (left-to-right isolate) and U+2069 (pop): a
 * string has no room for a mark, and wherever it is shown the isolate keeps its words and full
 * stop in English order inside the right-to-left page (ADR 036).
 */
const isolateLtr = (text: string) => `\u2066${text}\u2069`

function pickWithMark(value: LocaleValue, lang: Lang): unknown {
  const picked = pickLang(value, lang)
  if (lang === 'en' || isPresent(value[lang])) return picked
  if (typeof picked === 'string') return isPresent(picked) ? isolateLtr(picked) : picked
  return value._type === 'localeBlockContent' ? markFallback(picked) : picked
}

/** The query result with every localised field resolved to `lang`. */
export function localise<T>(value: T, lang: Lang): Localised<T> {
  return resolve(value, lang) as Localised<T>
}

function resolve(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, lang))
  if (value === null || typeof value !== 'object') return value
  if (isLocaleValue(value)) return resolve(pickWithMark(value, lang), lang)
  const resolved: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) resolved[key] = resolve(item, lang)
  return resolved
}

type LocaleOf<T> = T extends { _type: 'localeString' | 'localeText'; en?: infer V }
  ? V
  : T extends { _type: 'localeBlockContent'; en?: infer B }
    ? B
    : never

/**
 * A TypeGen result type with its localised fields as the values pages read: `{_type:
 * 'localeString', en?, ar?}` becomes `string`, `localeBlockContent` the block array. An array of
 * localised strings (bullet points) becomes `string[]`; a field the query leaves absent stays
 * optional.
 */
export type Localised<T> = T extends { _type: 'localeString' | 'localeText' | 'localeBlockContent' }
  ? LocaleOf<T>
  : T extends ReadonlyArray<infer Item>
    ? Array<Localised<Item>>
    : T extends object
      ? { [Key in keyof T]: Localised<T[Key]> }
      : T
