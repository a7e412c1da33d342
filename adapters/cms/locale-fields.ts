import type { ContentLang } from '../contract/lang'
import { arrayKey, blocksToPlainText, mergePlainTextIntoBlocks } from './portable-text'

/**
 * Localised fields (ADR 022) as the legacy calls read and write them: one object per text field,
 * `{_type: 'localeString' | 'localeText' | 'localeBlockContent', en?, ar?}`. Content written
 * before localisation may still hold a plain string (or a plain block array): it reads as the
 * English value, and the next write turns it into the object with that value as `en`.
 *
 * Reads for editing give a language's own value, '' when it has none (never the English
 * fallback: the editor must see what is missing). Writes change one language only.
 */
export type LocaleType = 'localeString' | 'localeText' | 'localeBlockContent'

export interface LocaleObject<V> {
  _type: LocaleType
  en?: V
  ar?: V
}

/** A list member of localised text (vision points, testimonials, slogans). */
export interface LocaleListMember {
  _type: 'localeString'
  _key: string
  en?: string
  ar?: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The stored value of one language, whatever the field's age (plain values are English). */
function rawIn(value: unknown, lang: ContentLang): unknown {
  if (isRecord(value) && ('_type' in value || 'en' in value || 'ar' in value)) return value[lang]
  return lang === 'en' ? value : undefined
}

/** The text of a localised string field in `lang`, exactly ('' when that language has none). */
export function textIn(value: unknown, lang: ContentLang): string {
  const text = rawIn(value, lang)
  return typeof text === 'string' ? text : ''
}

/**
 * The text in `lang`, else in English, else in any language: for visitors (the tracking reply),
 * who must never get a blank where a text exists.
 */
export function textFor(value: unknown, lang: ContentLang): string {
  const own = textIn(value, lang).trim() === '' ? '' : textIn(value, lang)
  if (own !== '') return own
  const english = textIn(value, 'en')
  return english !== '' ? english : textIn(value, 'ar')
}

/** The other languages of a stored field, as an object (a plain old value becomes `en`). */
function otherLanguages(value: unknown): Partial<Record<ContentLang, unknown>> {
  if (isRecord(value) && ('_type' in value || 'en' in value || 'ar' in value)) {
    const kept: Partial<Record<ContentLang, unknown>> = {}
    if (value.en !== undefined) kept.en = value.en
    if (value.ar !== undefined) kept.ar = value.ar
    return kept
  }
  return value === undefined || value === null ? {} : { en: value }
}

/**
 * The stored field with `lang` set to `text` and the other language as it was. '' clears that
 * language (the key is left out, so the site falls back to English there).
 */
export function withText(
  current: unknown,
  type: 'localeString' | 'localeText',
  lang: ContentLang,
  text: string,
): LocaleObject<string> {
  const next: LocaleObject<string> = { ...(otherLanguages(current) as object), _type: type }
  if (text === '') delete next[lang]
  else next[lang] = text
  return next
}

/** The plain text of a localised Portable Text field in `lang` ('' when it has none). */
export function blocksTextIn(value: unknown, lang: ContentLang): string {
  return blocksToPlainText(rawIn(value, lang))
}

/**
 * The stored rich-text field with the plain `text` merged into `lang`'s blocks (marks and
 * structure of unchanged paragraphs kept, portable-text.ts) and the other language as it was.
 */
export function withBlocks(
  current: unknown,
  lang: ContentLang,
  text: string,
): LocaleObject<unknown[]> {
  const next: LocaleObject<unknown[]> = {
    ...(otherLanguages(current) as object),
    _type: 'localeBlockContent',
  }
  const blocks = mergePlainTextIntoBlocks(text, rawIn(current, lang))
  if (blocks.length === 0) delete next[lang]
  else next[lang] = blocks
  return next
}

/** The stored members of a localised list, old plain strings read as English members. */
export function listMembers(current: unknown): LocaleListMember[] {
  if (!Array.isArray(current)) return []
  return current.map((item: unknown) => {
    if (typeof item === 'string') return { _type: 'localeString', _key: arrayKey(), en: item }
    const record = isRecord(item) ? item : {}
    const member: LocaleListMember = {
      _type: 'localeString',
      _key: typeof record._key === 'string' ? record._key : arrayKey(),
    }
    if (typeof record.en === 'string') member.en = record.en
    if (typeof record.ar === 'string') member.ar = record.ar
    return member
  })
}

/** The texts of a localised list in `lang`, one per member ('' where a member has none). */
export function listIn(current: unknown, lang: ContentLang): string[] {
  return listMembers(current).map((member) => member[lang] ?? '')
}

/**
 * The members that `sent` (the list in `lang`) is matched to, by the rules of
 * contract/lang.ts LOCALISED_LIST_RULES: index i of the result is the stored member sent item i
 * takes, or null for a new member. Also gives the stored members no sent item took.
 */
export function matchMembers<M>(
  stored: readonly M[],
  sent: readonly string[],
  identity: (member: M) => string,
): { matched: Array<M | null>; leftOver: M[] } {
  const used = new Set<number>()
  const matched: Array<M | null> = sent.map(() => null)
  // 1. The same text takes its member (reordered or unchanged items keep their translation).
  // A blank is a placeholder that keeps its position, never matched by text.
  sent.forEach((text, i) => {
    if (text === '') return
    const index = stored.findIndex((member, j) => !used.has(j) && identity(member) === text)
    if (index >= 0) {
      used.add(index)
      matched[i] = stored[index]!
    }
  })
  // 2. Edited items take the remaining members in order.
  let next = 0
  sent.forEach((_, i) => {
    if (matched[i] !== null) return
    while (next < stored.length && used.has(next)) next++
    if (next < stored.length) {
      used.add(next)
      matched[i] = stored[next]!
    }
  })
  return { matched, leftOver: stored.filter((_, j) => !used.has(j)) }
}

/**
 * The stored list with `sent` as its texts in `lang` (LOCALISED_LIST_RULES): members keep their
 * `_key` and other language; an English save removes the members it does not send, another
 * language clears its text from them (and removes a member left with no text at all).
 */
export function withList(
  current: unknown,
  lang: ContentLang,
  sent: readonly string[],
): LocaleListMember[] {
  const stored = listMembers(current)
  const { matched, leftOver } = matchMembers(stored, sent, (member) => member[lang] ?? '')
  const saved = sent.map((text, i) => setMember(matched[i] ?? null, lang, text))
  const kept =
    lang === 'en' ? [] : leftOver.map((member) => setMember(member, lang, '')).filter(hasText)
  // Left-over members keep their place after the sent ones (their order among themselves).
  return [...saved, ...kept].filter(hasText)
}

function setMember(member: LocaleListMember | null, lang: ContentLang, text: string) {
  const next: LocaleListMember = member
    ? { ...member }
    : { _type: 'localeString', _key: arrayKey() }
  if (text === '') delete next[lang]
  else next[lang] = text
  return next
}

function hasText(member: LocaleListMember): boolean {
  return (member.en ?? '') !== '' || (member.ar ?? '') !== ''
}

/**
 * Fixed slots (the home entry's three slogans): slot i gets `sent[i]` in `lang` and keeps its
 * other language from `current[i]`. An empty slot stays in place (positions are meaningful).
 */
export function withSlots(
  current: unknown,
  lang: ContentLang,
  sent: readonly string[],
): LocaleListMember[] {
  const stored = listMembers(current)
  return sent.map((text, i) => {
    const member = stored[i]
    const next: LocaleListMember = { _type: 'localeString', _key: member?._key ?? arrayKey() }
    if (member?.en !== undefined) next.en = member.en
    if (member?.ar !== undefined) next.ar = member.ar
    if (text === '') delete next[lang]
    else next[lang] = text
    return next
  })
}
