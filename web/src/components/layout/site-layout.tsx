import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { HeaderSpacer, SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { SocialFloat } from './social-float'

/** The common layout of every public route (spec §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <chakra.a
        href="#main"
        position="absolute"
        insetStart="-9999px"
        _focus={{ insetStart: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '2' }}
      >
        Skip to content
      </chakra.a>
      <SiteHeader />
      <SocialFloat />
      <HeaderSpacer />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
