import { Box, Container, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react'
import { useInView, useReducedMotion } from 'framer-motion'
import { useEffect, useRef, useState } from 'react'
import { ContentIcon } from '#web/components/icon'
import { figureDir } from '#web/lib/bidi'
import type { HomeStatistic } from '../home-query'
import { useText } from '#web/lib/ui-text'

/** Spec §4/§9: the numbers count up over 2 s once 30 % of the band is visible. */
export const COUNT_UP_MS = 2000
const VISIBLE_AMOUNT = 0.3

export function formatStatistic(stat: HomeStatistic, value = stat.value ?? 0): string {
  return `${stat.prefix ?? ''}${value.toFixed(stat.decimals ?? 0)}${stat.suffix ?? ''}`
}

const easeOut = (t: number) => 1 - (1 - t) ** 3

/**
 * Whether a figure is a quantity that may count up. "24/7" is a ratio, not an amount: counting it
 * up shows "23/7", which reads as a different claim, so figures whose suffix starts with "/"
 * always show their value.
 */
export function countsUp(stat: HomeStatistic): boolean {
  return !(stat.suffix ?? '').trimStart().startsWith('/')
}

/**
 * The statistics band. The server HTML holds the final figures (what crawlers and screen readers
 * get); after hydration the figures count up from zero the first time the band comes into view.
 * With reduced motion they stay at their final values.
 */
export function StatisticsBand({
  statistics,
  title,
}: {
  statistics: HomeStatistic[]
  title: string | null | undefined
}) {
  const text = useText()
  const ref = useRef<HTMLElement>(null)
  const inView = useInView(ref, { amount: VISIBLE_AMOUNT, once: true })
  const reduced = useReducedMotion()
  // Fraction of the count-up done: 1 (final values) until the band first comes into view.
  const [progress, setProgress] = useState(1)

  useEffect(() => {
    if (!inView || reduced) return
    let frame = 0
    let start: number | undefined
    setProgress(0)
    const step = (now: number) => {
      start ??= now
      const t = Math.min((now - start) / COUNT_UP_MS, 1)
      setProgress(easeOut(t))
      if (t < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [inView, reduced])

  return (
    <Box
      as="section"
      ref={ref}
      aria-labelledby={title ? 'home-statistics-title' : undefined}
      aria-label={title ? undefined : text('Statistics')}
      bg="brand.700"
      color="white"
      py={{ base: '12', md: '16' }}
      data-testid="statistics"
    >
      <Container maxW="7xl">
        {title && (
          <Heading
            as="h2"
            id="home-statistics-title"
            textAlign="center"
            fontSize={{ base: '2xl', md: '3xl' }}
            mb="10"
          >
            {title}
          </Heading>
        )}
        <SimpleGrid
          as="ul"
          listStyleType="none"
          p="0"
          m="0"
          columns={{ base: 2, md: 3, lg: 6 }}
          gap="8"
        >
          {statistics.map((stat) => (
            <Box as="li" key={stat._id} textAlign="center" data-testid="statistic">
              <Box display="inline-flex" color="accent.400" mb="2">
                <ContentIcon icon={stat.icon} size={32} />
              </Box>
              <Text
                aria-hidden
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="bold"
                lineHeight="1.2"
                fontVariantNumeric="tabular-nums"
                data-testid="statistic-value"
                dir={figureDir(formatStatistic(stat))}
              >
                {formatStatistic(stat, (stat.value ?? 0) * (countsUp(stat) ? progress : 1))}
              </Text>
              <VisuallyHidden>{formatStatistic(stat)}</VisuallyHidden>
              <Text color="whiteAlpha.900">{stat.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
