import { chakra, SimpleGrid, type HTMLChakraProps } from '@chakra-ui/react'
import { m, type Variants } from 'framer-motion'
import type { ComponentProps, ReactNode } from 'react'
import { Link as RouterLink } from '#web/lib/router'

/**
 * What the home page's card sections (navigation cards, offices) share: a list of cards in a
 * grid that fade in one after another as they rise into place (spec §9: 0.1 s apart, 0.5 s
 * each), each card one link.
 */

const STAGGER_S = 0.1

const MotionGrid = m.create(SimpleGrid)
const staggeredGrid: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: STAGGER_S } },
}

/** The list of cards: reveals its RevealCardLinks in turn (from `initial` to `whileInView`). */
export function RevealList(props: ComponentProps<typeof MotionGrid>) {
  return <MotionGrid as="ul" listStyleType="none" p="0" variants={staggeredGrid} {...props} />
}

/** A card fading in as it rises `y` px into place. */
const risingCard = (y: number): Variants => ({
  hidden: { opacity: 0, y },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5 } },
})

/**
 * One card of a RevealList, the whole card a link to `to`: white, a centred column, lifted on
 * hover, outlined on keyboard focus. It rises `rise` px as it fades in; the rest of the props
 * style the card.
 */
export function RevealCardLink({
  to,
  rise,
  testId,
  children,
  ...card
}: { to: string; rise: number; testId: string; children: ReactNode } & HTMLChakraProps<'a'>) {
  return (
    <m.li variants={risingCard(rise)} data-testid={testId} data-reveal>
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
    </m.li>
  )
}
