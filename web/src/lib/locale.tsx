import { createContext, useContext, type ReactNode } from 'react'
import { langOfPath, pathInLang, pathWithoutLang } from '#contract/lang-paths'

/**
 * The page's language (ADR 022). English lives at today's paths; Arabic is `/ar` plus the same
 * path. Everything language-dependent reads the language from here: the content client (which
 * resolves localised fields), the UI texts, `<html lang dir>`, links.
 */
export const LANGS = ['en', 'ar'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'

// The path of each language is the contract's rule, shared with the Studio's page locations.
export { langOfPath, pathInLang, pathWithoutLang }

/** The language a visitor switches to from a page in `lang` (two languages: the other one). */
export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar'
}

/**
 * An href written without a language (content writes `/service`), as a page in `lang` links to
 * it: same-site paths of the site's pages get the page's prefix, so a visitor on `/ar/...` stays
 * in Arabic; web addresses, `mailto:`, in-page anchors, files (`/lake/...`), paths already in a
 * language and paths with no page in `lang` (the admin area) stay as written. `isPage` says
 * whether a path (with its prefix) is a page of the site.
 */
export function localiseHref(
  href: string,
  lang: Lang,
  isPage: (pathname: string) => boolean,
): string {
  if (lang === DEFAULT_LANG || !href.startsWith('/') || href.startsWith('//')) return href
  const split = /^([^?#]*)(.*)$/s.exec(href)
  const path = split?.[1] ?? href
  const rest = split?.[2] ?? ''
  if (langOfPath(path) !== DEFAULT_LANG) return href
  const localised = pathInLang(path, lang)
  return isPage(localised) ? `${localised}${rest}` : href
}

/** Open Graph locale (`og:locale`): the site is a UAE company's, its English is US English. */
export function ogLocaleOf(lang: Lang): string {
  return lang === 'ar' ? 'ar_AE' : 'en_US'
}

/**
 * The cookie the language switcher sets (ADR 022, "Routing"): a visitor who chose Arabic and
 * comes back to `/` is sent to `/ar`. Only the switcher writes it, so a visitor (or a search
 * engine) who never chose gets the page of the address asked for.
 */
export const LANG_COOKIE = 'lang'
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The `document.cookie` assignment that remembers a visitor's choice of language. */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`
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
