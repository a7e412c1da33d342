import type { FastifyRequest } from 'fastify'

/**
 * The site's languages as its server needs them (ADR 022): the document's `<html lang dir>`, the
 * Arabic page's scripts, the sitemap's alternates and the remembered choice of the home page.
 * English is at today's paths, Arabic under `/ar`. The server never imports web code (the
 * renderer contract is types only), so this is the one rule of web/src/lib/locale.tsx again;
 * tests/e2e/arabic-routes.test.ts and adapters/server/site/site-language.test.ts hold both to it.
 */
export type SiteLang = 'en' | 'ar'

const ARABIC_PREFIX = '/ar'

export function siteLangOfPath(pathname: string): SiteLang {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en'
}

/** `/ar/service` → `/service`, `/ar` → `/`; English paths as they are. */
export function pathWithoutSiteLang(pathname: string): string {
  if (siteLangOfPath(pathname) === 'en') return pathname
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/**
 * The template's `<html>` tag for a page in `lang`: its language and direction are the
 * document's from the first byte (the browser lays out right to left before any script runs,
 * and screen readers pick the voice), whatever the template says.
 */
export function withHtmlLang(template: string, lang: SiteLang): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  return template.replace(/<html(\s[^>]*)?>/i, `<html lang="${lang}" dir="${dir}">`)
}

/** The cookie the language switcher sets (web/src/lib/locale.tsx LANG_COOKIE). */
const LANG_COOKIE = /(?:^|;\s*)lang=(ar|en)(?:;|$)/

/** The language the visitor chose with the switcher, or null when they never did. */
export function chosenLang(request: FastifyRequest): SiteLang | null {
  const match = LANG_COOKIE.exec(request.headers.cookie ?? '')
  return (match?.[1] as SiteLang | undefined) ?? null
}
