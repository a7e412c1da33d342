import { createContext, useContext, type ReactNode } from 'react'

/**
 * The page's language (ADR 022). English lives at today's paths; Arabic is `/ar` plus the same
 * path. Everything language-dependent reads the language from here: the content client (which
 * resolves localised fields), the UI texts, `<html lang dir>`, links.
 */
export const LANGS = ['en', 'ar'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'

const ARABIC_PREFIX = '/ar'

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar'
}

/** The language a path is in: `/ar` and `/ar/...` are Arabic, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en'
}

/** The path without its language prefix: `/ar/service` → `/service`, `/ar` → `/`. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/** The same page in a language: (`/service`, 'ar') → `/ar/service`; (`/`, 'ar') → `/ar`. */
export function pathInLang(pathname: string, lang: Lang): string {
  const path = pathWithoutLang(pathname)
  if (lang === 'en') return path
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr'
}

/** BCP 47 tag for `Intl` formatting: Arabic with Western digits, as UAE businesses write them. */
export function intlLocaleOf(lang: Lang): string {
  return lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB'
}

const LangContext = createContext<Lang>(DEFAULT_LANG)

export function LangProvider(props: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={props.lang}>{props.children}</LangContext.Provider>
}

/** The language of the page being rendered. */
export function useLang(): Lang {
  return useContext(LangContext)
}
