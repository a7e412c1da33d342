import { chakra } from '@chakra-ui/react'
import { useCarriedSearch } from '../../lib/carried-query'
import { langCookie, otherLang, pathInLang, type Lang } from '../../lib/locale'
import { useLocation } from '../../lib/router'

/** Each language's name in itself: a visitor finds their language by how it is written. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ar: 'العربية' }

const switcherCss = {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  // A touch target of 44 px (WCAG 2.5.5) in the header's bar.
  minH: '11',
  px: '2',
  // Beside the menu button on phones (the bar's free space before it); after the navigation on
  // wide screens.
  ms: { base: 'auto', lg: '2' },
  me: { base: '1', lg: '0' },
  color: 'brand.700',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: 'md',
  _hover: { color: 'accent.500', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  // `العربية` on English pages in the system's font: in the site's family its letters would
  // fetch the Arabic faces, which English pages never load (ADR 022, lib/fonts.ts).
  '&[lang=ar]': { fontFamily: 'system-ui, sans-serif', fontSize: 'md' },
} as const

/**
 * The header's link to the same page in the other language (ADR 022, "Routing"): `العربية` on
 * English pages, `English` on Arabic ones, with the query and fragment kept once the page has
 * hydrated (the server's page, cached by path, links the path alone: ADR 026), and what the page
 * carries besides (a tracking number typed but not yet sent: carried-query.ts). A plain link: the
 * other language is another document (its `<html lang dir>`, fonts and texts are the server's).
 * Using it remembers the choice in a cookie, so a return to `/` opens the Arabic home page.
 */
export function LanguageSwitcher() {
  const { pathname, search, hash, lang } = useLocation()
  const target = otherLang(lang)
  const query = useCarriedSearch(search)
  const remember = () => {
    document.cookie = langCookie(target)
  }
  return (
    <chakra.a
      css={switcherCss}
      href={`${pathInLang(pathname, target)}${query}${hash}`}
      hrefLang={target}
      lang={target}
      data-testid="language-switcher"
      onClick={remember}
      onAuxClick={remember}
    >
      {LANGUAGE_NAMES[target]}
    </chakra.a>
  )
}
