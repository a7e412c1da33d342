import { Accordion, Heading, Text } from '@chakra-ui/react'
import { COLLAPSE_MS } from '../service-page-constants'
import type { ServicePageContent } from '../service-page-query'

type FaqContent = NonNullable<ServicePageContent['faq']>[number]

const collapse = { animationDuration: `${COLLAPSE_MS}ms` }

/**
 * The customs FAQ (spec §2): questions as accordion buttons inside h3s, the first open on
 * arrival, one open at a time, and a 300 ms collapse (spec §9). Answers are in the server HTML.
 */
export function FaqAccordion({ items }: { items: FaqContent[] }) {
  return (
    <Accordion.Root
      collapsible
      defaultValue={items[0] ? [items[0]._key] : []}
      variant="enclosed"
      size="lg"
      maxW="4xl"
      mx="auto"
      bg="white"
      data-testid="faq"
    >
      {items.map((item) => (
        <Accordion.Item key={item._key} value={item._key} data-testid="faq-item">
          <Heading as="h3" fontSize="lg" fontWeight="semibold" m="0">
            <Accordion.ItemTrigger cursor="pointer" textAlign="start">
              <Text as="span" flex="1">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent _open={collapse} _closed={collapse}>
            <Accordion.ItemBody color="gray.700">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
