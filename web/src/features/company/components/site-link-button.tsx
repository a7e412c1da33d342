import { Button, type ButtonProps } from '@chakra-ui/react'
import { pathInLang, useLang } from '#web/lib/locale'
import { Link as RouterLink, useIsRoutedHref } from '#web/lib/router'

/**
 * A button-styled link. Paths the app routes navigate in the app; any other link (in-page
 * anchors, dangling paths the server redirects such as /sustainability-report, web addresses)
 * is a plain link, so the browser (and the server) handle it as written.
 */
export function SiteLinkButton({
  href,
  children,
  ...props
}: { href: string } & Omit<ButtonProps, 'asChild'>) {
  const routed = useIsRoutedHref(href)
  const lang = useLang()
  // A dangling path on an Arabic page leads to its Arabic version: the server redirects
  // `/ar/sustainability-report` to the Arabic page of its target.
  const plainHref = /^\/(?!\/|lake\/)/.test(href) ? pathInLang(href, lang) : href
  return (
    <Button asChild {...props}>
      {routed ? <RouterLink to={href}>{children}</RouterLink> : <a href={plainHref}>{children}</a>}
    </Button>
  )
}
