import { Heading, type HeadingProps } from '@chakra-ui/react'

/**
 * The heading (h2) of a company page's text section: brand navy, 24 px above the content.
 * `large` for a page's lead statement (welcome, mission).
 */
export function SectionTitle({ large, ...heading }: { large?: boolean } & HeadingProps) {
  return (
    <Heading
      as="h2"
      fontSize={large ? { base: '2xl', md: '4xl' } : { base: '2xl', md: '3xl' }}
      color="brand.700"
      mb="6"
      {...heading}
    />
  )
}
