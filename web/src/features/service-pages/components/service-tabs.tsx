import { Badge, chakra, Heading, HStack, Tabs, Text } from '@chakra-ui/react'
import { CheckCircle2, Clock } from 'lucide-react'
import type { ServicePageContent } from '../service-page-query'

type TabContent = NonNullable<ServicePageContent['tabs']>[number]

/**
 * The tabbed service levels of the air, sea and road pages (spec §4: one active id each, the
 * content's default first). Chakra's Tabs: a tablist with roving focus; arrow keys move and
 * select, Home and End jump. Every panel is in the server HTML; inactive ones are hidden.
 */
export function ServiceTabs({
  tabs,
  defaultTab,
  label,
}: {
  tabs: TabContent[]
  defaultTab: string | null
  label: string
}) {
  const ids = tabs.map((tab) => tab.tabId ?? tab._key)
  const initial = defaultTab && ids.includes(defaultTab) ? defaultTab : ids[0]
  return (
    <Tabs.Root
      defaultValue={initial}
      variant="enclosed"
      colorPalette="blue"
      size="lg"
      data-testid="service-tabs"
    >
      <Tabs.List aria-label={label} display="flex" flexWrap="wrap" w="fit-content" mx="auto">
        {tabs.map((tab, index) => (
          <Tabs.Trigger key={tab._key} value={ids[index]!} data-tab-id={ids[index]}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab, index) => (
        <Tabs.Content
          key={tab._key}
          value={ids[index]!}
          data-tab-id={ids[index]}
          maxW="4xl"
          mx="auto"
          mt="6"
          p={{ base: '6', md: '8' }}
          borderRadius="xl"
          borderWidth="1px"
          borderColor="gray.200"
          bg="white"
          boxShadow="sm"
        >
          {tab.title && (
            <Heading as="h3" fontSize="2xl" color="brand.700" mb="3">
              {tab.title}
            </Heading>
          )}
          {tab.content && (
            <Text color="gray.700" fontSize="lg">
              {tab.content}
            </Text>
          )}
          {tab.points && tab.points.length > 0 && (
            <chakra.ul listStyleType="none" p="0" mt="5" display="grid" gap="2">
              {tab.points.map((point) => (
                <HStack as="li" key={point} gap="2" align="flex-start">
                  <chakra.span color="green.600" mt="0.5" display="inline-flex">
                    <CheckCircle2 aria-hidden size={18} />
                  </chakra.span>
                  <Text>{point}</Text>
                </HStack>
              ))}
            </chakra.ul>
          )}
          {tab.transitTime && (
            <Badge mt="5" size="lg" colorPalette="orange" variant="subtle" gap="2">
              <Clock aria-hidden size={16} />
              Transit time: {tab.transitTime}
            </Badge>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
