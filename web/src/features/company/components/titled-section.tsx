import { Box, Container, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { SectionHeading } from '#web/components/sections/section-heading'

/**
 * A company page's section under its centred heading (and line): labelled by that heading,
 * 64 px above and below, the content in a container of `maxW`. The rest of the props (bg, an
 * anchor id, ...) go to the section.
 */
export function TitledSection({
  headingId,
  title,
  subtitle,
  light,
  maxW,
  children,
  ...section
}: {
  headingId: string
  title: string | null | undefined
  subtitle?: string | null
  /** Light text, on a dark background. */
  light?: boolean
  maxW: string
  children: ReactNode
} & Omit<BoxProps, 'title'>) {
  return (
    <Box as="section" aria-labelledby={headingId} py="16" {...section}>
      <Container maxW={maxW}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} light={light} />
        {children}
      </Container>
    </Box>
  )
}
