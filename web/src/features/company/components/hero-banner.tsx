import { Box, Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { BannerBackdrop, BannerHeading } from '#web/components/sections/page-banner'
import { HEADER_OFFSET_TOP_PX } from '#web/components/layout/layout-constants'
import type { ImageSource } from '#web/content/media'

/**
 * The page banner (400 px, pulled up 138 px under the header, spec §9) with room for buttons
 * under the heading, e.g. the sustainability hero's in-page anchors.
 */
export function HeroBanner(props: {
  title: string
  subtitle?: string | null
  image: ImageSource | null | undefined
  children?: ReactNode
}) {
  return (
    <Box
      position="relative"
      minH="400px"
      mt={`-${HEADER_OFFSET_TOP_PX}px`}
      overflow="hidden"
      bg="brand.900"
      display="flex"
    >
      <BannerBackdrop image={props.image} height={400} />
      <Container
        maxW="7xl"
        position="relative"
        display="flex"
        flexDirection="column"
        justifyContent="flex-end"
        pt={`${HEADER_OFFSET_TOP_PX + 24}px`}
        pb="12"
        color="white"
      >
        <BannerHeading title={props.title} subtitle={props.subtitle} />
        {props.children}
      </Container>
    </Box>
  )
}
