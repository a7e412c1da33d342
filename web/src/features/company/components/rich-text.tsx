import { chakra, Link } from '@chakra-ui/react'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from '#web/lib/router'
import type { BlockContent } from '#schemas/generated/sanity.types'
import { FALLBACK_BLOCK_LANG } from '#web/content/localise'

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
  const H2 = HEADING_TAGS[topLevel]
  const H3 = HEADING_TAGS[(topLevel + 1) as 3 | 4 | 5]
  // Plain elements: the styles are on the one wrapper (richTextCss), not on every block.
  return {
    block: {
      // Texts saved through the legacy admin screens keep single line breaks in a paragraph.
      normal: ({ children }) => <p className="rt-p">{children}</p>,
      h2: ({ children }) => <H2 className="rt-h2">{children}</H2>,
      h3: ({ children }) => <H3 className="rt-h3">{children}</H3>,
    },
    list: {
      bullet: ({ children }) => <ul className="rt-ul">{children}</ul>,
      number: ({ children }) => <ol className="rt-ol">{children}</ol>,
    },
    listItem: ({ children }) => <li className="rt-li">{children}</li>,
    marks: {
      link: ({ value, children }) => (
        <RichLink href={(value as { href?: string } | undefined)?.href}>{children}</RichLink>
      ),
    },
  }
}

/**
 * The blocks' styles, once for the whole text: one class to build while hydrating instead of one
 * per paragraph. Headings have Chakra's Heading look (heading font, semibold, its line height).
 */
const richTextCss = {
  '& .rt-p': { mb: '4', lineHeight: 'tall', whiteSpace: 'pre-line' },
  '& .rt-h2, & .rt-h3': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    lineHeight: '1.875rem',
    color: 'brand.700',
  },
  '& .rt-h2': { fontSize: { base: 'xl', md: '2xl' }, mb: '4' },
  '& .rt-h3': { fontSize: { base: 'lg', md: 'xl' }, mb: '3' },
  '& .rt-ul, & .rt-ol': { ps: '6', mb: '4' },
  '& .rt-ul': { listStyleType: 'disc' },
  '& .rt-ol': { listStyleType: 'decimal' },
  '& .rt-li': { mb: '1' },
} as const

const byLevel: Record<HeadingLevel, PortableTextComponents> = {
  2: components(2),
  3: components(3),
  4: components(4),
}

/**
 * An English fallback on an Arabic page (marked by `localise`) in its own language and direction:
 * left to right, aligned to its start, its punctuation at its end. `dir` isolates it from the
 * page's right-to-left text around it.
 */
function fallbackDirection(value: BlockContent) {
  const lang = (value[0] as Record<string, unknown>)[FALLBACK_BLOCK_LANG]
  return typeof lang === 'string' ? { lang, dir: 'ltr' as const } : {}
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
    <chakra.div css={richTextCss} {...fallbackDirection(value)}>
      <PortableText value={value} components={byLevel[headingLevel]} onMissingComponent={false} />
    </chakra.div>
  )
}
