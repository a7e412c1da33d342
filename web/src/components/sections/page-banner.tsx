import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { BACKDROP_QUALITY, CmsImage, coverStyle, phoneCrop } from '../cms-image'
import type { ImageSource } from '../../content/media'
import { HEADER_OFFSET_TOP_PX } from '../layout/layout-constants'

/**
 * A full-width banner with a dark overlay and the page heading, pulled up under the header
 * (spec §2: 400 px, offset -138 px). The image is the page's LCP element: loaded eagerly.
 */
export function PageBanner(props: {
  title: string
  subtitle?: string | null
  image: ImageSource | null | undefined
  height?: number
}) {
  const height = props.height ?? 400
  return (
    <Box
      position="relative"
      h={`${height}px`}
      mt={`-${HEADER_OFFSET_TOP_PX}px`}
      overflow="hidden"
      bg="brand.900"
    >
      <BannerBackdrop image={props.image} height={height} />
      <Container
        maxW="7xl"
        position="relative"
        h="full"
        display="flex"
        flexDirection="column"
        justifyContent="flex-end"
        pb="12"
        color="white"
      >
        <BannerHeading title={props.title} subtitle={props.subtitle} />
      </Container>
    </Box>
  )
}

/** A banner's page heading (h1) and the line under it. */
export function BannerHeading(props: { title: string; subtitle?: string | null }) {
  return (
    <>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold">
        {props.title}
      </Heading>
      {props.subtitle && (
        <Text fontSize={{ base: 'md', md: 'xl' }} mt="2" maxW="3xl">
          {props.subtitle}
        </Text>
      )}
    </>
  )
}

/**
 * A banner's background: the image (the page's LCP element: eager, preloaded) covering the box,
 * under a dark overlay for the text. `height` is the banner's design height, for the crop;
 * `phoneHeight` its height on phones (default the same), for the phone crop.
 */
export function BannerBackdrop(props: {
  image: ImageSource | null | undefined
  height: number
  phoneHeight?: number
}) {
  return (
    <>
      <CmsImage
        image={props.image}
        maxWidth={1920}
        aspect={1920 / props.height}
        phone={phoneCrop(props.phoneHeight ?? props.height)}
        quality={BACKDROP_QUALITY}
        sizes="100vw"
        priority
        style={coverStyle}
      />
      <Box position="absolute" inset="0" bg="blackAlpha.600" />
    </>
  )
}
