import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { Lang } from './locale'

/**
 * The texts the code writes (labels, messages, buttons), translated by their English wording
 * (ADR 022). English pages use the English text as written in the code; Arabic pages load the
 * Arabic dictionary once, as its own chunk, so English pages never download it.
 */
export type UiTexts = Readonly<Record<string, string>>

const ENGLISH: UiTexts = {}

export async function loadUiTexts(lang: Lang): Promise<UiTexts> {
  if (lang === 'en') return ENGLISH
  const { UI_TEXTS_AR } = await import('./ui-texts-ar')
  return UI_TEXTS_AR
}

const UiTextContext = createContext<UiTexts>(ENGLISH)

export function UiTextProvider(props: { texts: UiTexts; children: ReactNode }) {
  return <UiTextContext.Provider value={props.texts}>{props.children}</UiTextContext.Provider>
}

export type TranslateText = (english: string, values?: Record<string, string | number>) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** Fills `{name}` placeholders. */
function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text
  return text.replace(PLACEHOLDER, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Template {
  english: string
  pattern: RegExp
  names: string[]
}

/** The dictionary's templated entries as patterns, built once per dictionary. */
const templateCache = new WeakMap<UiTexts, Template[]>()

function templatesOf(texts: UiTexts): Template[] {
  let templates = templateCache.get(texts)
  if (!templates) {
    templates = Object.entries(texts)
      .filter(([english]) => /\{\w+\}/.test(english))
      .map(([english]) => {
        const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!)
        const source = english
          .split(PLACEHOLDER)
          // split keeps the captured names at odd indexes: each becomes a capture group.
          .map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part)))
          .join('')
        return { english, pattern: new RegExp(`^${source}$`, 's'), names }
      })
    templateCache.set(texts, templates)
  }
  return templates
}

/**
 * The dictionary entry a message is written from: its own entry, else the first templated entry
 * whose literal parts match it, with the values found in place of its placeholders. Null when
 * the dictionary has neither.
 */
export function entryFor(
  texts: UiTexts,
  message: string,
): { english: string; values: Record<string, string> } | null {
  if (Object.hasOwn(texts, message)) return { english: message, values: {} }
  for (const { english, pattern, names } of templatesOf(texts)) {
    const match = pattern.exec(message)
    if (match) {
      return { english, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) }
    }
  }
  return null
}

/**
 * The page language's wording of a text written elsewhere with its values already in it: a
 * validation message of a zod schema (`Email must be at most 254 characters`), a message from
 * the API. The schemas and the contract keep their English (spec §5, §8 verbatim); the text is
 * translated where it is shown. An exact entry wins; otherwise a templated entry whose literal
 * parts match (entryFor), with each value translated too when it is itself an entry
 * ('Full name' in '{name} must be at most {max} characters'). Unknown texts stay as they are.
 */
export function translateMessage(texts: UiTexts, message: string): string {
  const entry = entryFor(texts, message)
  if (!entry) return message
  const values = Object.fromEntries(
    Object.entries(entry.values).map(([name, value]) => [name, texts[value] ?? value]),
  )
  return fill(texts[entry.english]!, values)
}

/**
 * `text('Submit')` is the page language's wording of 'Submit': the Arabic dictionary's entry on
 * Arabic pages, the English text itself otherwise (and when the dictionary lacks it).
 * `text('Go to slide {number}', { number: 2 })` fills the placeholders of either wording.
 * Called without values, a text with no entry of its own is matched against the templated entries
 * (translateMessage): that is how messages built elsewhere (schemas, API replies) are shown.
 */
export function useText(): TranslateText {
  const texts = useContext(UiTextContext)
  return useCallback(
    (english, values) =>
      values ? fill(texts[english] ?? english, values) : translateMessage(texts, english),
    [texts],
  )
}
