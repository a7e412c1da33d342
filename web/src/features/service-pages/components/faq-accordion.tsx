import { Box } from '@chakra-ui/react'
import { Accordion, AccordionItem } from '#web/components/accordion'
import { COLLAPSE_MS } from '../service-page-constants'
import type { ServicePageContent } from '../service-page-query'

type FaqContent = NonNullable<ServicePageContent['faq']>[number]

/**
 * The customs FAQ (spec §2): questions as accordion buttons inside h3s, the first open on
 * arrival, one open at a time, and a 300 ms collapse (spec §9). Answers are in the server HTML.
 */
export function FaqAccordion({ items }: { items: FaqContent[] }) {
  return (
    <Accordion
      defaultValue={items[0]?._key ?? null}
      durationMs={COLLAPSE_MS}
      maxW="4xl"
      mx="auto"
      bg="white"
      data-testid="faq"
    >
      {items.map((item) => (
        <AccordionItem
          key={item._key}
          value={item._key}
          data-testid="faq-item"
          trigger={
            <Box as="span" flex="1">
              {item.question}
            </Box>
          }
        >
          <Box color="gray.700">{item.answer}</Box>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
