import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Lang } from './locale'

/**
 * The texts the code writes (labels, messages, buttons), translated by their English wording
 * (ADR 022). English pages use the English text as written in the code; Arabic pages load the
 * Arabic dictionary as its own chunk, so English pages never download it.
 *
 * On the wire (ADR 022, "UI texts on the wire"): the server records the entries a page's render
 * looked up (`used`) and sends exactly those in the page's data block. The browser hydrates with
 * them and loads the whole dictionary after the load event (`loadUiTextsLater`), before any
 * message that only interaction shows, and before showing another page (app.tsx RoutePage).
 */
export type UiTexts = Readonly<Record<string, string>>

const ENGLISH: UiTexts = {}

export async function loadUiTexts(lang: Lang): Promise<UiTexts> {
  if (lang === 'en') return ENGLISH
  const { UI_TEXTS_AR } = await import('./ui-texts-ar')
  return UI_TEXTS_AR
}

/** The whole dictionary while it is on its way (an Arabic page before its load event). */
let loading: Promise<UiTexts> | null = null

/** The whole dictionary's arrival while it is not there yet, else null (RoutePage waits). */
export const uiTextsLoading = () => loading

/**
 * The page language's whole dictionary, fetched once the page has loaded and the browser is
 * idle, or at the visitor's first pointer, key or focus, whichever comes first: never initial
 * JavaScript, and there before a form can show a message the server did not render.
 */
export function loadUiTextsLater(lang: Lang): Promise<UiTexts> {
  const events = ['pointerdown', 'keydown', 'focusin']
  loading = new Promise<void>((start) => {
    const go = () => {
      for (const type of events) removeEventListener(type, go, true)
      start()
    }
    for (const type of events) addEventListener(type, go, true)
    const idle = () =>
      // Safari has no requestIdleCallback.
      'requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go)
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle, { once: true })
  }).then(() => loadUiTexts(lang))
  const done = (texts: Promise<UiTexts>) => () => {
    if (loading === texts) loading = null
  }
  loading.then(done(loading), done(loading))
  return loading
}

interface UiTextValue {
  texts: UiTexts
  /** Server render: the entries looked up, as shown (the page data's `uiTexts`). */
  used?: Record<string, string>
}

const UiTextContext = createContext<UiTextValue>({ texts: ENGLISH })

/**
 * `texts` now; `later`, when given, the whole dictionary that replaces them when it arrives
 * (the same wording for every text shown: nothing changes on screen, and a message the page
 * did not have is then in the page's language). `used` records the lookups (server render).
 */
export function UiTextProvider(props: {
  texts: UiTexts
  later?: Promise<UiTexts>
  used?: Record<string, string>
  children: ReactNode
}) {
  const { later, used } = props
  const [texts, setTexts] = useState(props.texts)
  useEffect(() => {
    // Failed to load (offline): the page keeps the texts it has.
    later?.then(setTexts, () => {})
  }, [later])
  return <UiTextContext.Provider value={{ texts, used }}>{props.children}</UiTextContext.Provider>
}

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Fills `{name}` placeholders: of a wording looked up while rendering and shown later, so the
 * server's render sends it with the page (the tracking forms' alert).
 */
export function fill(text: string, values?: Record<string, string | number>): string {
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
    Object.entries(entry.values).map(([name, value]) => [
      name,
      Object.hasOwn(texts, value) ? texts[value]! : value,
    ]),
  )
  return fill(texts[entry.english]!, values)
}

export type TranslateText = (english: string, values?: Record<string, string | number>) => string

/**
 * `text('Submit')` is the page language's wording of 'Submit': the Arabic dictionary's entry on
 * Arabic pages, the English text itself otherwise (and when the dictionary lacks it).
 * `text('Go to slide {number}', { number: 2 })` fills the placeholders of either wording.
 * Called without values, a text with no entry of its own is matched against the templated entries
 * (translateMessage): that is how messages built elsewhere (schemas, API replies) are shown.
 *
 * On the server, each lookup that found a wording is recorded as shown: the entry itself, or for
 * a matched message the message with its translation (the browser then needs no matching to
 * hydrate it).
 */
export function useText(): TranslateText {
  const { texts, used } = useContext(UiTextContext)
  return useCallback(
    (english, values) => {
      const own = Object.hasOwn(texts, english) ? texts[english] : undefined
      const shown = own ?? (values ? english : translateMessage(texts, english))
      if (used && shown !== english) used[english] = shown
      return fill(shown, values)
    },
    [texts, used],
  )
}
