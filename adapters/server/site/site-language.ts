import type { FastifyRequest } from 'fastify'
import { langOfPath, pathWithoutLang, type PathLang } from '#contract/lang-paths'

/**
 * The site's languages as its server needs them (ADR 022): the document's `<html lang dir>`, the
 * Arabic page's scripts, the sitemap's alternates and the remembered choice of the home page.
 * English is at today's paths, Arabic under `/ar`: the rule of adapters/contract/lang-paths.ts,
 * which the site's router uses too.
 */
export type SiteLang = PathLang

export const siteLangOfPath: (pathname: string) => SiteLang = langOfPath

/** `/ar/service` → `/service`, `/ar` → `/`; English paths as they are. */
export const pathWithoutSiteLang: (pathname: string) => string = pathWithoutLang

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
