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

/** Fills `{name}` placeholders. */
function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/**
 * `text('Submit')` is the page language's wording of 'Submit': the Arabic dictionary's entry on
 * Arabic pages, the English text itself otherwise (and when the dictionary lacks it).
 */
export function useText(): TranslateText {
  const texts = useContext(UiTextContext)
  return useCallback((english, values) => fill(texts[english] ?? english, values), [texts])
}
