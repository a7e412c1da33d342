/**
 * Where each language of a page lives (ADR 022): English at the page's path, Arabic at `/ar`
 * plus the same path. One rule for the site's router (web/src/lib/locale.tsx re-exports these)
 * and for the Studio, which offers editors both versions of each page (studio/presentation.ts).
 */
export type PathLang = 'en' | 'ar'

/** Both languages, English (the reference language, at the bare paths) first. */
export const PATH_LANGS: readonly PathLang[] = ['en', 'ar']

const ARABIC_PREFIX = '/ar'

/** The language a path is in: `/ar` and `/ar/...` are Arabic, everything else English. */
export function langOfPath(pathname: string): PathLang {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en'
}

/** The path without its language prefix: `/ar/service` → `/service`, `/ar` → `/`. */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/** The same page in a language: (`/service`, 'ar') → `/ar/service`; (`/`, 'ar') → `/ar`. */
export function pathInLang(pathname: string, lang: PathLang): string {
  const path = pathWithoutLang(pathname)
  if (lang === 'en') return path
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`
}
