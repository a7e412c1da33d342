import { chakra, SimpleGrid, type HTMLChakraProps } from '@chakra-ui/react'
import type { ComponentProps, CSSProperties, ReactNode } from 'react'
import { useReveal } from '#web/components/motion/use-reveal'
import { Link as RouterLink } from '#web/lib/router'

/**
 * What the home page's card sections (navigation cards, offices) share: a list of cards in a
 * grid that fade in one after another as they rise into place once the list is 20 % in view
 * (spec §9: 0.1 s apart, 0.5 s each), each card one link. CSS transitions keyed on the list's
 * `data-in-view` (components/motion/use-reveal.ts), like the services grid: no animation library
 * in the home page's first scripts. With reduced motion the cards are simply shown (the theme's
 * [data-reveal] rule).
 */
const STAGGER_S = 0.1
const DURATION_S = 0.5

const revealCss = {
  '& [data-reveal]': {
    opacity: 0,
    transform: 'translateY(var(--reveal-rise, 0px))',
    transition: `opacity ${DURATION_S}s ease-out, transform ${DURATION_S}s ease-out`,
  },
  '&[data-in-view=true] [data-reveal]': { opacity: 1, transform: 'none' },
}

/**
 * A section whose [data-reveal] parts (a RevealList's cards, a button after them) reveal once it
 * is in view; each part's `--reveal-delay`/`transitionDelay` staggers it.
 */
export function RevealGroup({ children, ...props }: HTMLChakraProps<'div'>) {
  const { ref, inView } = useReveal<HTMLDivElement>({ once: true })
  return (
    <chakra.div ref={ref} css={revealCss} data-in-view={inView} {...props}>
      {children}
    </chakra.div>
  )
}

/** The list of cards of a RevealGroup: a grid of `columns` per row at each breakpoint. */
export function RevealList(props: ComponentProps<typeof SimpleGrid>) {
  return <SimpleGrid as="ul" listStyleType="none" p="0" {...props} />
}

/** The inline style of a revealed part: its rise and its place in the stagger. */
export function revealStyle(index: number, rise = 0, extraDelayS = 0): CSSProperties {
  return {
    ['--reveal-rise' as string]: `${rise}px`,
    transitionDelay: `${index * STAGGER_S + extraDelayS}s`,
  }
}

/**
 * One card of a RevealList, the whole card a link to `to`: white, a centred column, lifted on
 * hover, outlined on keyboard focus. It is the list's `index`-th card and rises `rise` px as it
 * fades in; the rest of the props style the card.
 */
export function RevealCardLink({
  to,
  index,
  rise,
  testId,
  children,
  ...card
}: {
  to: string
  index: number
  rise: number
  testId: string
  children: ReactNode
} & HTMLChakraProps<'a'>) {
  return (
    <li data-testid={testId} data-reveal style={revealStyle(index, rise)}>
      <chakra.a
        asChild
        display="flex"
        flexDirection="column"
        alignItems="center"
        h="full"
        bg="white"
        borderRadius="xl"
        color="gray.800"
        textDecoration="none"
        transition="transform 0.3s, box-shadow 0.3s"
        _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'accent.500', outlineOffset: '2px' }}
        {...card}
      >
        <RouterLink to={to}>{children}</RouterLink>
      </chakra.a>
    </li>
  )
}
