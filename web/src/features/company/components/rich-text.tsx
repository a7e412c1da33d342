import { chakra, Heading, Link, Text } from '@chakra-ui/react'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from '../../../app/router'
import type { BlockContent } from '../../../../../schemas/generated/sanity.types'

type HeadingLevel = 2 | 3 | 4

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const

/** A link mark: site paths stay in the app, web addresses open in a new tab, others are text. */
function RichLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (href?.startsWith('/')) {
    return (
      <Link asChild color="brand.500" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    )
  }
  if (href && /^https?:\/\//i.test(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.500">
        {children}
      </Link>
    )
  }
  if (href && /^(mailto|tel):/i.test(href)) {
    return (
      <Link href={href} color="brand.500">
        {children}
      </Link>
    )
  }
  return <>{children}</>
}

function components(topLevel: HeadingLevel): PortableTextComponents {
  const h2 = HEADING_TAGS[topLevel]
  const h3 = HEADING_TAGS[(topLevel + 1) as 3 | 4 | 5]
  return {
    block: {
      // Texts saved through the legacy admin screens keep single line breaks in a paragraph.
      normal: ({ children }) => (
        <Text mb="4" lineHeight="tall" whiteSpace="pre-line">
          {children}
        </Text>
      ),
      h2: ({ children }) => (
        <Heading as={h2} fontSize={{ base: 'xl', md: '2xl' }} color="brand.700" mb="4">
          {children}
        </Heading>
      ),
      h3: ({ children }) => (
        <Heading as={h3} fontSize={{ base: 'lg', md: 'xl' }} color="brand.700" mb="3">
          {children}
        </Heading>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <chakra.ul ps="6" mb="4" listStyleType="disc">
          {children}
        </chakra.ul>
      ),
      number: ({ children }) => (
        <chakra.ol ps="6" mb="4" listStyleType="decimal">
          {children}
        </chakra.ol>
      ),
    },
    listItem: ({ children }) => <chakra.li mb="1">{children}</chakra.li>,
    marks: {
      link: ({ value, children }) => (
        <RichLink href={(value as { href?: string } | undefined)?.href}>{children}</RichLink>
      ),
    },
  }
}

const byLevel: Record<HeadingLevel, PortableTextComponents> = {
  2: components(2),
  3: components(3),
  4: components(4),
}

/**
 * Portable Text as edited in Studio or saved through the legacy admin screens (one block per
 * paragraph). `headingLevel` is the level its h2 style renders at, so headings stay in order
 * under the section that holds the text. Unknown types are skipped silently.
 */
export function RichText({
  value,
  headingLevel = 2,
}: {
  value: BlockContent | null | undefined
  headingLevel?: HeadingLevel
}) {
  if (!value?.length) return null
  return (
    <PortableText value={value} components={byLevel[headingLevel]} onMissingComponent={false} />
  )
}
