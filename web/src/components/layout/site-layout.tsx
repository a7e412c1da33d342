import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../../lib/ui-text'
import { HeaderSpacer, SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { SocialFloat } from './social-float'
import { SOCIAL_FLOAT_GUTTER } from './layout-constants'

/** Page containers leave the floating social bar's width free where it shows. */
const mainCss = {
  '& .chakra-container': { paddingInline: { lg: SOCIAL_FLOAT_GUTTER } },
} as const

/** The common layout of every public route (spec §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const text = useText()
  return (
    <>
      <chakra.a
        href="#main"
        position="absolute"
        insetStart="-9999px"
        _focus={{ insetStart: '4', top: '4', zIndex: 'skipNav', bg: 'white', p: '2' }}
      >
        {text('Skip to content')}
      </chakra.a>
      <SiteHeader />
      <SocialFloat />
      <HeaderSpacer />
      <chakra.main id="main" tabIndex={-1} css={mainCss}>
        {children}
      </chakra.main>
      <SiteFooter />
    </>
  )
}
