import { Button, type ButtonProps } from '@chakra-ui/react'
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
  return (
    <Button asChild {...props}>
      {routed ? <RouterLink to={href}>{children}</RouterLink> : <a href={href}>{children}</a>}
    </Button>
  )
}
